#include <stdint.h>
#include <stdio.h>

static uint64_t crc_ctx = 0xFFFFFFFFFFFFFFFFUL;
static void crc(uint64_t value)
{
    crc_ctx = (crc_ctx ^ value) * 0x100000001B3UL;
    crc_ctx ^= crc_ctx >> 31;
}

struct S0 {
    signed int f0 : 1;
};

struct S1 {
    signed int f0 : 29;
    uint8_t f1;
    struct S0 f2;
    struct S0 f3;
    int8_t f4;
};

struct S2 {
    uint16_t f0;
    int32_t f1;
    int16_t f2;
    signed int f3 : 7;
};

static uint8_t g_1 = ((unsigned char)156);
static struct S0 g_2 = {(-1)};
static int8_t g_3 = ((signed char)1);
static uint8_t g_4 = ((unsigned char)64);
static uint16_t g_5 = ((unsigned short)46443);
static struct S1 g_6 = {32, ((unsigned char)9), {0}, {(-1)}, ((signed char)-1)};
static volatile uint8_t g_7 = ((unsigned char)1);
static int16_t g_8 = ((short)-90);
static int32_t g_9 = (-2);
static uint16_t g_10 = ((unsigned short)33);
static volatile struct S0 g_11 = {0};
static struct S1 g_12 = {141870454, ((unsigned char)141), {0}, {(-1)}, ((signed char)87)};
static struct S2 g_13 = {((unsigned short)127), (-1048576), ((short)2047), 17};
static struct S0 g_14 = {0};
static int32_t g_15 = 1073741824;
static int32_t g_16 = (-1786439824);
static struct S1 g_17 = {(-67108864), ((unsigned char)129), {(-1)}, {0}, ((signed char)86)};
static const int16_t g_18 = ((short)-30);
static uint32_t g_19 = 65537U;
static const uint32_t g_20 = 16777217U;
static int8_t g_21 = ((signed char)-78);
static uint8_t g_22 = ((unsigned char)2);
static struct S0 g_23[1][5][4] = {{{{(-1)}, {(-1)}, {0}, {(-1)}}, {{0}, {0}, {(-1)}, {0}}, {{0}, {0}, {0}, {0}}, {{(-1)}, {(-1)}, {0}, {(-1)}}, {{(-1)}, {(-1)}, {0}, {(-1)}}}};
static int8_t g_24 = ((signed char)65);
static const uint16_t g_25 = ((unsigned short)5);
static int32_t g_26[1][5][2] = {{{(-1024), 85}, {63, (-16)}, {69, (-5)}, {(-15), 134217728}, {131072, 5}}};
static volatile int16_t g_27 = ((short)4);
static volatile struct S1 g_28 = {218394073, ((unsigned char)3), {0}, {(-1)}, ((signed char)-81)};
static const struct S0 g_29 = {0};
static int32_t g_30 = (-8388608);
static uint8_t g_31 = ((unsigned char)63);
static int32_t g_32 = 4096;
static struct S2 g_33 = {((unsigned short)15), 92, ((short)-71), (-44)};
static int8_t g_34[2] = {((signed char)-98), ((signed char)7)};
static const uint32_t g_35 = 16777217U;
static int8_t g_36 = ((signed char)7);
static const struct S1 g_37 = {8388608, ((unsigned char)5), {(-1)}, {0}, ((signed char)-64)};
static int16_t g_38[2][3][4] = {{{((short)129), ((short)28), ((short)-128), ((short)-17299)}, {((short)-11603), ((short)-75), ((short)92), ((short)4096)}, {((short)8192), ((short)16383), ((short)-62), ((short)4)}}, {{((short)-3491), ((short)-32767), ((short)74), ((short)256)}, {((short)64), ((short)68), ((short)-11717), ((short)3)}, {((short)-32768), ((short)63), ((short)16), ((short)-40)}}};
static uint16_t g_39 = ((unsigned short)82);
static const struct S1 g_40 = {4096, ((unsigned char)49), {0}, {0}, ((signed char)55)};
static int16_t g_41[4][5] = {{((short)2049), ((short)9), ((short)-1), ((short)32767), ((short)1025)}, {((short)17), ((short)-55), ((short)-32768), ((short)31671), ((short)15)}, {((short)-8), ((short)-32), ((short)-128), ((short)2049), ((short)1)}, {((short)512), ((short)-32), ((short)-2048), ((short)2048), ((short)255)}};
static uint8_t g_42 = ((unsigned char)254);
static uint8_t g_43 = ((unsigned char)72);
static int8_t g_44 = ((signed char)-32);
static uint16_t g_45 = ((unsigned short)31);
static volatile uint32_t g_46 = 1048575U;
static uint8_t g_47 = ((unsigned char)255);
static struct S2 g_48[3] = {{((unsigned short)16), 16, ((short)-38), 4}, {((unsigned short)23281), 511, ((short)-70), 63}, {((unsigned short)64), 128, ((short)16385), 47}};



int main(void)
{
    uint8_t l_1 = (((g_39 + g_30) * ((-512) % g_13.f0)) - g_39);
    const uint32_t l_2 = (g_20 * ((signed char)0));
    int8_t l_3 = (g_37.f1 | ((g_14.f0 | g_26[0][2][1]) / (-1338983908)));
    uint32_t l_4 = ((((int8_t)((unsigned char)70)) ? (g_36 < g_8) : ((uint8_t)g_36)) + ((unsigned char)33));
    uint8_t l_5 = g_36;
    g_39 &= g_47;
    g_14 = g_11;
    g_26[0][2][0] = ((-4) && ((g_8 - g_6.f2.f0) != g_28.f2.f0));
    g_12 = g_40;
    g_43--;
    g_21 = ((((unsigned char)8) <= l_3) == ((unsigned short)255));
    g_48[2] = g_13;
    g_7 ^= l_4;
    g_7 = ((short)28836);
    g_15 = ((((int8_t)g_41[l_2][3]) * (g_42 / 2147483647U)) >= (((short)512) && g_39));
    g_13.f1 = ((((unsigned short)1025) & ((signed char)-16)) ? (((unsigned char)20) | 14U) : g_16);
    g_34[0] = (((signed char)17) + (g_3 ^ g_20));
    g_14.f0++;
    l_1 = (g_30 ? g_27 : g_41[3][4]);
    g_10 = (g_38[0][0][1] - ((unsigned char)0));
    g_33.f3 = (((unsigned char)173) != ((unsigned short)63));
    g_33.f1 = ((unsigned short)65535);
    g_9 = (g_19 || g_5);
    if (((uint32_t)g_13.f2)) {
        g_16 = g_31;
        g_32 = ((int32_t)(g_29.f0 + g_24));
    } else {
        l_1 -= g_16;
        g_31 = (g_42 ^ ((unsigned char)0));
        g_11.f0 = ((((unsigned char)255) + g_44) && (g_25 + g_24));
        l_4 = (g_31 >= g_23[0][0][1].f0);
        g_7 = ((unsigned short)15);
        g_27--;
    }
    if (((short)257)) {
        g_48[2].f0 = (((uint8_t)((signed char)31)) & (((unsigned char)63) + 8192U));
        g_15 = g_46;
        g_14.f0 = (g_39 % 33U);
        l_3 = ((int32_t)l_2);
        g_8 = g_11.f0;
        g_30 = g_3;
    } else {
        if ((g_5 & g_8)) {
            g_33.f1 = (((uint32_t)g_48[0].f3) ? ((signed char)127) : g_46);
            g_8 |= g_29.f0;
            g_48[0].f0 = g_46;
        }
        if (49U) {
            if ((g_47 - ((short)11988))) {
                g_48[0].f1 = g_28.f1;
                l_4 = (g_16 - ((unsigned char)70));
                g_17 = g_28;
                g_44 = g_32;
                g_5 = 524287U;
            }
            g_42 = (g_5 < g_9);
            g_13 = g_48[0];
            g_5 += g_5;
        }
        g_34[0] = ((unsigned char)42);
        if (((uint16_t)(g_17.f1 & g_48[1].f1))) {
            g_38[0][0][3] = 75;
            g_1 = g_22;
            g_10 = g_4;
            g_27++;
        } else {
            g_46--;
        }
        g_21 = (33 > g_3);
    }
    g_15 = g_23[0][2][2].f0;
    if (g_1) {
        g_34[0]--;
    }
    g_39 = ((short)1024);
    g_12.f0 = ((uint16_t)g_40.f2.f0);
    if (((32767U - g_44) + (l_1 ? g_8 : g_37.f4))) {
        if (g_31) {
            g_14.f0 = ((unsigned short)2048);
            g_23[((uint16_t)g_15)][2][0].f0 = (g_41[1][0] / ((int32_t)((signed char)-2)));
            g_44 = g_32;
            g_43 = (((int32_t)g_44) - ((signed char)16));
            g_22 = 58U;
            g_14 = g_2;
        } else {
            if (g_2.f0) {
                g_6.f1++;
                l_3 += l_2;
                g_1 = g_13.f2;
                g_3 = ((short)16384);
            } else {
                g_16 = ((signed char)-127);
                g_3 += g_12.f2.f0;
            }
            g_7 = g_11.f0;
            g_46 = g_44;
            g_15 = g_34[1];
            g_43 = ((uint16_t)g_47);
            g_23[0][1][1].f0 = (((uint32_t)(g_17.f0 && ((signed char)-2))) | (~((short)-32768)));
        }
        g_48[1].f3 = g_28.f2.f0;
        g_16 = (g_37.f0 < g_42);
        if (g_6.f3.f0) {
            g_12.f1 |= (1985769211 < g_45);
        } else {
            g_12.f4 ^= ((unsigned char)17);
            g_23[0][2][1].f0 = (+((uint8_t)g_43));
            g_48[1].f2 = g_9;
        }
        g_7 = ((uint16_t)((int16_t)g_37.f4));
        l_1 = ((((signed char)0) / ((short)-32767)) + (g_48[1].f3 % g_47));
    } else {
        g_42 |= g_12.f4;
    }
    g_13.f1++;
    if (g_9) {
        g_9 = g_35;
        l_5 = g_4;
        if ((((uint16_t)((short)-32348)) + (g_22 + ((unsigned char)127)))) {
            g_44 += ((signed char)-127);
            g_24 += g_45;
        }
        g_21 ^= ((short)-16384);
        g_10 = 1073741823;
        g_24 = g_32;
    } else {
        g_1 = (l_2 > (g_4 + ((signed char)15)));
        g_30 = (((((unsigned char)74) ? g_40.f2.f0 : ((signed char)16)) ? (87U + g_45) : g_27) && g_14.f0);
        g_1 = g_35;
    }
    if ((g_17.f0 - ((((unsigned char)127) + g_24) && (g_14.f0 != l_4)))) {
        if ((g_26[0][0][0] ? l_1 : g_29.f0)) {
            g_19 = (((short)513) < (g_32 && ((short)-81)));
            g_8 = ((g_5 - 2466112865U) != (g_27 + g_20));
            g_11.f0 = g_35;
            g_32 *= ((short)-2);
        }
    } else {
        l_1 &= (+((unsigned char)4));
        g_21 = (g_43 >= g_10);
        if (g_19) {
            l_1 = g_3;
            g_6.f3.f0 = g_44;
            g_8 = g_3;
            if (((-g_48[2].f2) <= (((int16_t)g_31) == l_4))) {
                g_26[0][0][0] = ((unsigned short)29);
                g_41[3][3] = (((signed char)9) & g_46);
                g_7 = l_3;
                g_45++;
            }
            g_11 = g_11;
        } else {
            g_38[1][0][1] = l_3;
            g_28.f2.f0 = ((g_14.f0 && g_16) - (1549406365 ? l_1 : g_17.f4));
            g_43 = ((((unsigned char)64) + ((unsigned short)10)) - (-131072));
            g_47--;
            g_34[1] = (g_45 - 4194305);
        }
        g_27 = (-128);
    }
    if (((short)1023)) {
        g_10++;
    } else {
        g_8 = l_1;
        g_4 = g_45;
    }
    g_33.f1 = (l_3 & g_1);
    g_21 = (g_11.f0 ? g_18 : g_6.f4);
    g_48[0].f3 = ((int8_t)g_45);
    l_5 = (l_5 <= g_8);
    g_44 = (+g_22);
    g_14.f0 = (((int16_t)(l_2 + g_22)) ? 9U : ((unsigned short)6545));
    g_10 = g_18;
    if (((g_41[(g_36 / g_1)][2] - 93U) + (g_41[2][4] - l_5))) {
        if (((unsigned short)2049)) {
            if (((((signed char)8) && l_2) + (+67108864U))) {
                g_2.f0 *= g_47;
                g_30 = (g_43 * ((short)16383));
                g_43 = 3226006648U;
                g_42 -= l_3;
                g_7 = g_43;
            } else {
                g_31 = l_1;
            }
            g_6.f4 = (((unsigned short)53063) - g_20);
            if (((short)-15014)) {
                g_6.f3.f0 &= ((short)64);
            } else {
                g_6.f3.f0 = ((int8_t)g_32);
            }
        } else {
            g_12.f1 = g_38[1][2][3];
        }
        g_22++;
        g_31 = ((int8_t)g_26[0][3][0]);
        g_24--;
        g_38[0][2][0] = ((signed char)32);
        g_5 = ((unsigned char)63);
    } else {
        if ((g_42 < (-2030357245))) {
            g_21 = (97U <= ((signed char)0));
            g_39 = (1025U + (((unsigned char)77) != g_1));
            g_16 = g_1;
            g_42 = (((short)1025) & g_27);
        }
        g_38[1][2][0] = g_22;
        if (g_9) {
            g_6.f1 += ((g_26[0][0][0] & g_37.f4) ? (g_16 || (-1980037859)) : ((unsigned char)167));
            g_42 -= (+3449428568U);
            g_13.f2 = g_38[0][2][2];
            g_6.f2.f0 = g_35;
        } else {
            if (((signed char)-100)) {
                l_5 ^= g_42;
                g_24 = g_47;
                l_1--;
                g_11.f0 = (g_39 > ((67108865U > ((signed char)16)) < (67108864 & g_18)));
            }
            g_36 &= g_6.f1;
            if (((short)25779)) {
                g_33.f3 = (((-g_48[0].f1) | (g_23[0][4][2].f0 - l_4)) || g_22);
                g_38[1][1][2] = (g_43 * g_38[0][1][2]);
                g_22 = (262144 ? ((unsigned short)17) : g_1);
                g_34[1] = g_42;
                g_12.f1 = (g_1 != ((signed char)-56));
            }
            g_11.f0 = g_27;
            g_14.f0 = ((uint8_t)(3417462314U - g_13.f0));
            if ((8191U || g_25)) {
                g_23[0][2][3].f0 = g_35;
            }
        }
        g_16 = g_35;
        g_44 = 1896733664;
    }
    g_12.f1 = (((uint8_t)g_8) * g_7);
    g_34[(g_38[1][0][3] || g_31)] = ((uint8_t)((uint32_t)g_23[0][4][3].f0));
    g_32 = (((unsigned char)9) ? g_20 : g_22);
    g_48[2].f1 = ((signed char)16);
    g_14.f0 = (g_11.f0 + g_29.f0);
    g_42 = (((uint8_t)g_16) ? (g_35 - g_47) : l_5);
    g_44 = 511;
    g_11 = g_28.f2;
    g_32 ^= g_15;
    g_44 = ((unsigned short)1732);
    g_19 = (-l_4);
    l_1 = (g_20 | g_32);
    g_9 = g_13.f3;
    if (g_18) {
        g_6.f0 = g_38[1][0][3];
        g_31 = g_9;
        g_12.f3.f0 = ((uint32_t)((unsigned char)33));
        g_24 = ((unsigned char)201);
    }
    g_12.f3.f0 = ((((short)8) == g_29.f0) % ((short)8191));
    if ((((g_29.f0 && g_2.f0) && l_1) - (((uint16_t)g_32) * g_30))) {
        g_21 = l_1;
    } else {
        if ((-366691443)) {
            g_32 = g_1;
            if ((g_26[0][1][0] + 262145)) {
                l_5 = ((signed char)-1);
                g_11.f0 = ((unsigned short)45494);
                g_39 = ((signed char)32);
                g_22--;
                g_34[0] = ((unsigned short)127);
            }
            g_31 = g_45;
            g_4 *= g_41[0][3];
            if (g_7) {
                g_3 = g_18;
                l_5--;
            } else {
                g_16 = ((g_17.f3.f0 == g_33.f2) && (l_1 && g_31));
                l_4 = 536870912;
                g_2.f0 = (-911470064);
            }
            g_19 = l_5;
        }
        g_2.f0 = (262145 + ((unsigned char)34));
        g_30 &= g_3;
        g_16 = g_29.f0;
        g_4 = ((short)1);
        g_24 = g_22;
    }
    if ((g_39 | g_34[1])) {
        g_15 = ((g_25 / (((short)-78) * l_4)) - ((signed char)2));
    }
    g_11.f0 = ((unsigned short)51062);
    g_4 -= g_5;
    if ((g_2.f0 == ((((unsigned char)161) % ((signed char)64)) <= g_36))) {
        l_5 = (((unsigned char)225) != ((unsigned short)66));
        g_1 = (g_25 + g_5);
    }
    g_3 = 536870912U;
    g_10 |= g_32;
    l_1 = ((unsigned char)77);
    g_47++;
    g_11.f0 = (g_32 ^ g_34[0]);
    g_31 = g_9;
    g_24 -= 4097U;
    g_26[0][2][(g_37.f2.f0 == l_5)] = ((((unsigned char)1) != g_48[0].f1) < g_29.f0);
    l_3 = g_35;
    g_47 = (g_1 - g_41[3][4]);
    g_41[1][0] = (g_37.f3.f0 == g_16);
    g_11 = g_11;
    g_6.f4 = (g_38[1][1][3] <= g_20);
    g_26[0][(l_5 % ((signed char)-50))][0] = 2105182584;
    g_12.f0 = (g_1 != (((signed char)1) ? g_22 : ((signed char)2)));
    g_11.f0 = g_26[0][1][1];
    g_38[0][g_3][3] = g_23[0][3][3].f0;
    g_9 = g_26[0][4][1];
    g_17.f4 = ((g_19 & g_22) != (g_34[1] + ((short)0)));
    g_45 = g_24;
    if ((((unsigned char)80) ^ ((!((unsigned short)15493)) ? (g_44 && g_48[0].f1) : g_3))) {
        g_41[1][1] |= 32;
        g_47 = g_16;
        g_30 = ((g_35 <= ((short)-1)) + g_21);
        g_24 = g_1;
    } else {
        g_15 = ((uint32_t)((unsigned char)6));
        g_36 = (g_9 != 87U);
        if (((g_3 + g_12.f4) + g_32)) {
            g_9 = ((g_33.f3 * g_42) * g_16);
        } else {
            g_2.f0 = (((short)23) * g_9);
            if ((g_2.f0 != l_3)) {
                g_8 = (g_30 >= g_3);
                l_4 = (g_22 - (l_2 <= l_3));
                g_44 = (g_31 - g_5);
                g_26[0][2][1] = ((signed char)16);
            } else {
                l_4 &= g_22;
            }
            if (g_6.f1) {
                g_44 = (-34);
            }
        }
        g_39 = ((g_1 - l_5) + (((signed char)94) + l_5));
    }
    g_11 = g_2;
    l_5 = g_21;
    g_21 = g_23[0][3][0].f0;
    g_44 |= g_37.f1;
    g_41[3][1] = l_3;
    if ((g_42 >= g_5)) {
        g_42 = g_1;
        g_34[0]--;
        g_24 = g_23[0][2][2].f0;
        g_43--;
    }
    if ((((signed char)63) + l_3)) {
        g_23[0][0][3].f0 = g_44;
        g_2.f0 = l_3;
        g_30 += (((g_14.f0 + g_10) != l_3) ? g_10 : (+g_44));
    }
    g_16 = g_43;
    if (g_38[1][2][2]) {
        l_3 = (!(!(((unsigned char)1) + g_45)));
        g_46 = (l_2 + l_2);
        if ((g_28.f4 || ((short)127))) {
            g_22 &= (~((unsigned char)8));
        }
        g_16 = g_37.f3.f0;
        g_8 = g_7;
    }
    g_31 = ((41U ? (g_3 % ((signed char)1)) : 17U) >= ((int16_t)(g_25 - ((unsigned char)229))));
    g_12.f4 = ((g_24 * g_13.f3) >= g_3);
    g_38[(((unsigned short)96) > (-14))][0][3] = (((int32_t)g_29.f0) % g_1);
    g_42 ^= g_4;
    l_1 -= ((unsigned char)169);
    g_44 = (g_29.f0 - g_43);
    g_34[0] = g_43;
    g_17 = g_6;
    g_1 += g_38[0][2][1];
    g_8 = 63U;
    g_12.f0 = g_42;
    g_8 = 342143885;
    g_23[0][4][2] = g_37.f2;
    g_27++;
    l_5 = g_8;
    g_26[0][0][0] = ((unsigned char)7);
    g_2.f0 = ((g_33.f1 / g_7) * (!((signed char)-82)));
    g_32 |= 56;
    g_38[0][1][(g_45 > g_21)]++;
    if (((signed char)-51)) {
        if (g_24) {
            g_48[0].f3 = (+(g_11.f0 >= ((short)3)));
        } else {
            g_17.f3.f0 ^= ((86828789U <= ((unsigned short)1023)) | l_2);
            l_1 = (g_3 + (g_42 * g_1));
            g_30 = ((short)39);
        }
    }
    g_32 = ((g_12.f4 ? (((short)129) ^ g_4) : ((signed char)-21)) / ((uint16_t)((uint8_t)g_4)));
    g_17.f1 ^= (((unsigned short)32769) && (g_47 || g_44));
    g_15 = 128U;
    l_3--;
    g_19 = g_45;
    g_21 &= g_15;
    g_4 |= ((int16_t)57U);
    g_4 = ((((unsigned char)63) - (-1401155813)) < 71U);
    g_13.f2 = g_18;
    g_33.f3 &= (g_27 | (g_19 + (-70)));
    if (((unsigned short)4097)) {
        if ((-151266533)) {
            g_23[0][2][3] = g_37.f3;
            l_1 = g_15;
            g_31 = (g_40.f0 / g_19);
            if (8388608) {
                g_19 = g_5;
                g_19 = ((unsigned short)65535);
                g_5 = g_12.f4;
            } else {
                g_12.f3.f0 = (g_10 > g_33.f3);
                g_12.f2.f0 = g_20;
                g_44 = ((g_37.f1 || g_40.f0) >= g_14.f0);
            }
            g_42 = (((g_28.f0 <= 33554433U) && g_48[0].f3) ? g_37.f4 : 16777215);
            g_17.f1 = ((unsigned char)76);
        } else {
            g_36 |= (g_20 > (g_39 <= g_36));
            g_8 |= ((unsigned char)255);
            g_2.f0 = ((unsigned char)1);
            g_4 = (g_32 + l_1);
            l_1 = ((unsigned char)54);
        }
        g_1 = (g_28.f0 > g_30);
        g_48[2].f2 ^= 1073741825;
        if (g_3) {
            g_33 = g_33;
            g_22 = ((short)-24505);
            g_41[1][3] = (((signed char)9) < g_16);
        }
        g_11.f0 = g_12.f2.f0;
    } else {
        g_2.f0 = (-((unsigned short)1025));
        g_46 = ((g_14.f0 == g_1) + (g_5 * ((short)27)));
        if ((-70)) {
            g_19++;
            g_1 -= g_18;
            g_17.f3.f0 = ((uint8_t)g_31);
            g_36 = l_3;
            g_14.f0 = (g_2.f0 - 29U);
        } else {
            g_23[0][4][2].f0 = g_39;
            g_48[0].f1 = (((unsigned char)127) - (g_37.f2.f0 ^ g_1));
        }
    }
    g_33.f2 = ((100U - g_46) ? l_2 : (((unsigned char)3) || g_4));
    g_43 = ((g_13.f3 / ((unsigned char)3)) * (g_48[1].f0 <= g_2.f0));
    l_5 = l_5;
    if (44U) {
        g_38[1][2][2] = g_9;
        if ((-l_1)) {
            g_33.f1 = (g_1 + g_31);
            g_46 = g_13.f3;
            g_8 = (((unsigned char)63) < 2147483647U);
        }
        g_16 = g_22;
        g_36 = g_1;
    }
    g_3 = ((signed char)-64);
    l_4 *= 4095U;
    g_5 = l_2;
    if (32767) {
        g_13.f1 = ((uint32_t)((int16_t)g_32));
        g_6.f4 &= ((signed char)-83);
        g_9 *= ((unsigned char)64);
        g_28.f0 = ((uint16_t)43U);
        g_17 = g_28;
    } else {
        g_44 = (((unsigned char)17) - (((unsigned char)1) ? g_39 : g_26[0][1][0]));
        if ((g_15 < g_41[1][4])) {
            if (((-1767172698) | g_29.f0)) {
                g_15 = ((signed char)-51);
                g_33.f2 = g_32;
                g_28.f3.f0 -= g_33.f0;
            }
        } else {
            g_39 ^= g_20;
            g_15 = 2U;
            l_5 = g_33.f1;
            g_45 *= ((short)-512);
            g_12 = g_28;
            g_10--;
        }
        g_3 -= ((g_10 >= g_4) - ((short)513));
    }
    g_4 &= l_1;
    g_47 = (((signed char)16) ? g_42 : g_32);
    l_5 = (-131072);
    g_14.f0 = ((uint32_t)g_26[0][1][0]);
    g_23[0][1][1] = g_17.f2;
    if (g_29.f0) {
        if (g_38[1][2][2]) {
            g_24 = l_3;
            if (l_5) {
                g_17.f3.f0 = g_44;
                g_9 = g_2.f0;
                g_22++;
                g_22 = 1804826654U;
            }
            if ((((int32_t)g_47) ^ 5)) {
            }
            g_39 = (g_44 == ((unsigned char)129));
        }
        if (g_5) {
            g_27 -= (+(g_17.f4 == (g_15 == l_5)));
            l_1 = g_8;
        } else {
        }
        g_28.f3.f0 = (((unsigned short)4095) == ((unsigned char)65));
        g_46 *= l_2;
        if (33554432) {
            g_48[2].f1 = g_3;
            g_14.f0 = g_48[1].f1;
            g_41[0][0] = ((uint8_t)((g_32 < g_30) == ((unsigned short)49649)));
            g_33.f3 = ((int32_t)g_45);
        } else {
            if (((int8_t)((uint16_t)g_18))) {
                g_28.f3.f0 ^= l_5;
                g_24 ^= ((unsigned short)15);
            }
            if (((int16_t)l_4)) {
                g_33.f3 *= g_32;
                l_3 = (g_14.f0 + ((((unsigned char)3) * g_25) + ((signed char)33)));
            } else {
                g_30 -= ((g_5 >= (g_3 < ((unsigned char)29))) + g_20);
                g_26[0][3][0] = (g_36 * (g_36 <= g_27));
                g_6.f2.f0 = ((short)-8556);
            }
        }
        g_8 = g_46;
    } else {
        g_2.f0 = (g_38[1][2][1] / (~256));
        g_2.f0 &= (95 == l_2);
    }
    g_34[1] = g_8;
    g_46 = ((unsigned char)8);
    if (g_5) {
        g_44 = g_10;
        g_34[1] = g_27;
        g_22--;
    }
    g_14.f0 |= ((uint16_t)((short)19474));
    g_16 = (131072U * ((uint8_t)l_3));
    g_32 = (((short)33) < (-2051520569));
    g_33.f0 = ((unsigned char)128);
    g_33.f0 = (((signed char)1) && ((unsigned char)65));
    g_8 = g_18;
    g_4--;
    g_7 += (((int32_t)((signed char)9)) - (g_48[1].f2 - ((signed char)64)));
    g_9 = (g_2.f0 * ((g_32 + ((signed char)5)) + ((signed char)2)));
    g_26[0][2][1] = g_4;
    g_2.f0 = (g_16 % g_34[0]);
    g_15 = g_38[1][2][3];
    if (((unsigned short)42950)) {
        if (((99 & ((unsigned char)7)) < (~g_28.f1))) {
            g_2.f0 += (((unsigned char)7) != g_13.f1);
            if (76U) {
                g_10 = ((-g_26[0][1][0]) ? 248540095U : (g_31 & g_5));
            } else {
                g_42 = g_28.f3.f0;
                g_16 = (+(l_4 > (l_3 & g_38[0][1][0])));
                g_38[0][2][1] = ((short)-256);
                g_32 = (g_22 - (-512));
                g_17 = g_17;
            }
        }
        g_15 = ((short)27608);
        g_9 = ((signed char)15);
    } else {
        g_15 = g_16;
        g_19 = (((unsigned short)12117) + (g_47 && g_1));
        g_45 |= 8192;
        g_2.f0 = ((g_8 == ((uint32_t)((short)256))) > ((!g_32) + g_9));
        g_3 -= g_40.f0;
        if (g_28.f4) {
            g_31 = ((g_41[0][4] != g_12.f2.f0) * (g_27 * g_16));
            g_15 *= g_34[1];
            g_3 = g_32;
            g_42 *= g_16;
        } else {
            g_5 = ((short)-32768);
            g_43 &= ((unsigned short)47208);
            g_6.f1 = g_10;
            g_43 *= (g_4 + g_11.f0);
            g_8++;
        }
    }
    g_39 = g_31;
    g_26[0][4][(((unsigned short)16384) ? g_39 : g_5)] = (g_16 + g_9);
    g_1++;
    g_44 = ((-1112551642) * ((-256903516) && (((signed char)33) ? ((unsigned short)66) : g_26[(g_11.f0 / ((unsigned short)4097))][(g_25 < ((unsigned char)67))][1])));
    g_41[3][g_34[1]] = g_6.f4;
    g_12.f2.f0 = g_35;
    if ((g_19 / 4095U)) {
        g_5 = ((!g_31) < 128U);
        g_36++;
        g_10 = g_44;
        if (g_1) {
            g_9 = (((-21) + g_25) + ((g_30 | (-988510226)) % (g_5 * 16777217)));
            g_28 = g_12;
            g_30 = (g_46 - ((unsigned short)5));
        } else {
            g_3 = ((signed char)56);
            g_36 = (-91);
        }
        g_48[0].f3 |= 1048577;
    }
    g_47 = g_14.f0;
    g_2.f0 = ((int8_t)g_48[0].f2);
    g_6.f4 = g_6.f0;
    if (g_1) {
        g_9--;
        g_32++;
        l_3 = ((signed char)-77);
        g_6.f4 += l_4;
        g_3 = ((131071 ? (((short)-23) - g_32) : g_6.f3.f0) / g_19);
    }
    g_16 = ((unsigned char)129);
    l_1 = g_26[0][0][1];
    g_3 = g_8;
    if (l_2) {
        l_4 = (33554432U * (l_4 > l_2));
        g_5 = g_38[0][2][2];
        g_12.f4 = g_44;
        if (g_27) {
            if (g_18) {
                g_46 += ((((unsigned char)128) & 131072U) || ((unsigned short)78));
                g_39 = ((((short)-1) | g_27) != (g_9 ^ (-128)));
            } else {
                g_2.f0++;
                g_10 += (g_23[0][1][2].f0 - g_44);
                g_17.f4 = 14U;
                g_44 = (1073741825 - (g_18 + (g_12.f3.f0 + g_15)));
                g_9 = g_40.f3.f0;
            }
        } else {
            g_43 = g_45;
        }
        g_5 = ((uint32_t)((unsigned char)4));
    }
    if (65537) {
        g_22 = g_27;
        g_39 = g_11.f0;
        g_31++;
        if ((((short)-4) ? ((signed char)4) : ((g_39 < ((unsigned char)105)) * g_32))) {
            g_9 += ((unsigned char)77);
            g_17 = g_6;
            if (((unsigned char)54)) {
                g_42 = ((signed char)92);
            } else {
                g_36 = l_3;
                g_30 |= (+((unsigned short)16384));
            }
        } else {
            g_22 *= ((unsigned char)5);
        }
    }
    g_22 &= g_15;
    g_28.f3.f0--;
    l_3 = g_1;
    g_47 = g_1;
    g_34[0] = g_39;
    g_11.f0 = ((short)-82);
    g_26[0][3][0] |= 55;
    l_3 = g_26[0][1][0];
    g_11.f0 = (((signed char)3) + g_1);
    l_5 = (g_5 - ((unsigned short)70));
    g_42 -= l_4;
    g_17.f1 = 3208616708U;
    g_45 *= g_4;
    g_41[2][3] = g_11.f0;
    g_11 = g_23[0][4][3];
    g_17 = g_17;
    g_2 = g_11;
    if ((((unsigned short)129) / ((signed char)-40))) {
        l_5 = g_10;
        g_14.f0 = ((unsigned char)63);
    } else {
        if ((((signed char)2) ? (l_1 > g_44) : ((unsigned char)63))) {
            g_23[0][1][1].f0 = ((unsigned char)17);
            if ((l_4 == g_5)) {
                g_14.f0 = ((g_20 ? ((unsigned char)127) : g_33.f1) - (g_38[0][2][2] || ((unsigned short)16)));
                g_21 = g_45;
                g_8 |= g_23[0][3][0].f0;
            } else {
                g_9 = g_43;
                g_23[0][0][1].f0 = g_10;
                g_42 = g_9;
                g_21 = g_34[0];
                g_36 += g_4;
            }
            g_23[0][1][2].f0 = ((((unsigned char)64) && g_22) - (g_4 ? g_40.f4 : g_35));
            g_30 = ((int16_t)2133854033U);
            g_22 = g_22;
        } else {
            g_48[0] = g_13;
        }
        g_33.f0 = 1024U;
        g_28.f0 -= ((((unsigned char)0) + ((unsigned short)127)) != g_34[0]);
        g_27 = ((g_45 == 536870912) != g_4);
    }
    g_6.f2.f0 ^= g_13.f2;
    g_5 = g_9;
    g_19 = ((signed char)-62);
    if (((((uint32_t)g_30) + (g_25 + g_12.f2.f0)) + ((((unsigned short)32328) % g_32) < (g_6.f0 / 4294967294U)))) {
        g_48[0].f3++;
    }
    g_34[1] = l_5;
    g_4 = (g_40.f4 * g_32);
    if (g_47) {
        g_4 = (((unsigned char)154) != g_13.f3);
        g_46 = ((((unsigned short)2049) < ((unsigned char)95)) % ((signed char)64));
        if (((unsigned short)4095)) {
            if (((int8_t)g_36)) {
                g_19 = ((g_34[0] - l_4) && g_39);
                g_27 = g_26[0][0][1];
                g_9 = ((signed char)-34);
            }
            g_27 = (((unsigned char)219) + g_42);
            l_1 = (~g_38[(l_1 || ((signed char)111))][0][0]);
            g_27 = ((((signed char)15) - g_12.f4) ? (-67108864) : (((int8_t)((unsigned char)39)) > (l_1 - 131071)));
            if (131073U) {
                g_38[0][1][2] |= 2601057367U;
                g_36 = (((unsigned short)3) - g_11.f0);
                g_26[0][4][1]--;
            } else {
                g_12 = g_12;
                g_48[1].f0 = (g_21 != ((signed char)-128));
                g_5 = (g_2.f0 || (-67));
                g_11 = g_14;
            }
        } else {
            g_4 = g_22;
            g_2.f0++;
            g_5 &= g_44;
            g_38[0][0][3] = g_36;
            if (((unsigned char)254)) {
                g_2.f0 = (-131072);
                g_23[0][4][1] = g_17.f3;
            } else {
                g_3 ^= (!g_5);
                g_46 = (g_7 == (g_10 || g_24));
                g_45 = (l_5 && ((unsigned short)511));
            }
        }
        g_48[g_12.f3.f0].f2++;
        g_14.f0 = (((g_43 || l_5) ? ((unsigned char)185) : g_25) + (g_19 % ((int32_t)g_17.f1)));
    } else {
        g_44 += ((short)1023);
        g_45 = ((int8_t)16U);
        g_39 = ((unsigned short)40933);
        g_19 = g_7;
        g_3 = (g_32 < g_1);
        g_19 = g_39;
    }
    g_28.f1 = g_8;
    g_1 = ((signed char)3);
    if ((((g_7 && ((signed char)-28)) | (g_10 && g_29.f0)) + (((uint8_t)l_5) == ((unsigned char)15)))) {
        if (g_2.f0) {
            g_21 = g_24;
            g_4 = g_2.f0;
            g_22--;
        }
    }
    g_14.f0 = (32769 == (g_16 + ((short)8191)));
    l_4 -= (~((uint32_t)((unsigned char)1)));
    l_1--;
    g_27 = ((unsigned char)0);
    g_26[0][0][1] = g_6.f1;
    g_17.f4 |= 1486111696;
    g_14 = g_11;
    g_11 = g_29;
    if ((g_30 % g_41[1][3])) {
        l_5 = (g_9 + 8192);
        g_5 *= g_48[2].f1;
        g_12.f4--;
        g_7 = g_13.f3;
    } else {
        g_28 = g_28;
        g_30 = (g_41[3][4] + ((unsigned short)74));
        g_6.f1 = (!(g_37.f0 == g_9));
        l_5 |= g_38[1][0][2];
    }
    l_5 = g_3;
    g_14.f0 = g_24;
    g_6.f2.f0 *= ((g_36 - g_2.f0) ? (g_3 + g_44) : ((uint8_t)g_7));
    g_34[1]++;
    g_41[1][2]++;
    g_24 ^= ((unsigned char)33);
    g_38[(g_37.f4 && g_39)][2][1] = g_31;
    g_27 = ((g_43 * ((unsigned short)15)) + ((int8_t)((signed char)33)));
    g_22 = ((short)-256);
    g_2.f0 = ((~g_12.f3.f0) || g_19);
    g_3 = (((unsigned char)136) > g_45);
    g_9 = (((g_41[0][4] / g_37.f0) ^ (+g_31)) ? ((signed char)0) : (((unsigned short)32767) ^ 4188749878U));
    l_5 = ((short)4);
    g_34[1] = (g_20 - ((uint32_t)(((short)-17) < ((signed char)8))));
    g_3 = (l_4 - ((short)255));
    g_39 = g_40.f2.f0;
    g_47 = ((int8_t)((short)0));
    l_1 = (-g_12.f0);
    g_2.f0 = (~g_23[0][2][1].f0);
    l_1 = g_10;
    if ((2147483649U & ((int32_t)((unsigned short)2)))) {
        g_9 = g_10;
        g_10 = g_25;
        g_9 -= g_42;
        g_27 = (g_46 + g_21);
        if (g_38[1][2][0]) {
            g_33.f2 = ((unsigned short)52778);
            g_47 = ((signed char)35);
            g_13.f0--;
            g_7 ^= g_2.f0;
            g_45 += (((unsigned char)254) - g_5);
        } else {
            g_13.f1 += ((unsigned short)854);
        }
        g_13.f3 += g_1;
    }
    g_16 ^= (+16777216U);
    l_5++;
    if (((g_48[g_31].f0 && g_2.f0) % 1422091157)) {
        g_7 = g_4;
        g_48[g_32].f2 = ((((short)7647) + ((short)12542)) / ((uint8_t)(g_7 - (-65536))));
        g_48[2].f1 = g_21;
    } else {
        l_5 = 2996487832U;
        l_3 = (((g_1 + g_38[1][2][2]) != g_42) != g_45);
        g_46 |= ((((uint16_t)g_43) + l_5) - ((unsigned char)166));
        if (32767) {
            g_1 = l_4;
            g_10 = g_32;
        }
    }
    g_30 = ((((unsigned char)60) / ((signed char)-97)) / g_37.f1);
    g_23[0][0][3].f0 = (((int8_t)536870913U) | ((int32_t)(g_2.f0 > 268435457)));
    g_34[g_31] = ((short)-91);
    g_13.f1 = ((uint32_t)((short)-27285));
    g_47 = ((signed char)-6);
    g_16 = g_42;
    g_11.f0 = ((int16_t)((signed char)17));
    g_27 = 58U;
    g_8 = g_8;
    g_33 = g_33;
    g_36 = ((int16_t)((signed char)25));
    if (g_25) {
        l_3 = ((((signed char)126) / l_3) + 36240008U);
        g_32 = ((unsigned char)239);
        g_21 = g_13.f3;
        g_39 = ((int32_t)((g_24 + g_16) % (((unsigned short)31) != 0)));
        g_10 = (!71U);
        if ((g_23[0][0][2].f0 ? g_19 : g_22)) {
            if ((((g_20 < g_45) - (g_4 >= g_24)) + ((g_20 + ((signed char)59)) || ((unsigned char)97)))) {
                g_42 = l_5;
                g_41[2][0] = (((unsigned short)0) < ((signed char)33));
                g_43 = 15;
                g_27 = (g_8 + (g_48[0].f1 ? g_1 : g_12.f3.f0));
                g_16 ^= ((((signed char)115) < g_12.f2.f0) - g_5);
            } else {
                l_4 &= ((-1073741824) ? ((int32_t)(g_42 && g_14.f0)) : ((g_5 ? g_15 : g_20) ? 32768U : ((uint32_t)g_41[1][3])));
                g_7 = (g_41[2][2] ? g_3 : g_24);
            }
            g_5 = 1023U;
            l_1++;
            g_10 = ((signed char)65);
            l_3 = ((uint16_t)g_13.f2);
            g_11.f0 = (((unsigned char)64) <= g_33.f0);
        }
    }
    g_4 = l_5;
    if (g_6.f1) {
        g_46 = l_5;
        l_1 |= ((unsigned char)65);
        g_30 |= ((int8_t)3);
        if (((16U != ((signed char)-128)) ? ((int32_t)((unsigned short)17654)) : (g_42 & (!g_44)))) {
            g_21 = 8388609U;
            g_13.f1++;
            g_24--;
            g_1 = ((unsigned short)16384);
            if (((signed char)-36)) {
                g_16 = g_26[0][3][1];
                g_31 = (g_33.f0 + 1048577U);
            } else {
                g_8 = ((g_47 - g_32) ^ (46 & g_23[0][3][2].f0));
            }
        }
        g_11.f0 = (g_46 + g_39);
        g_5 = (!((g_28.f1 ? g_43 : g_18) != (g_4 * g_13.f1)));
    } else {
        g_13.f1 = (~((unsigned char)64));
        if (((unsigned char)64)) {
            l_3 = g_33.f1;
            l_3 = (l_1 == ((unsigned char)7));
            l_5 &= (((signed char)8) + g_44);
            l_4 = l_3;
            if ((131071U ? 2097153 : ((-160009982) - ((unsigned short)4)))) {
                g_30 = ((short)-16);
                g_32 = g_32;
                g_21 = (g_1 > ((signed char)-4));
                g_7 = g_19;
                g_43++;
            } else {
                g_6.f3.f0 = (((unsigned short)32) < (((short)97) < g_5));
            }
        }
        if ((((unsigned char)93) > 51)) {
            g_41[3][3] -= ((unsigned short)0);
            g_44 = (g_47 || ((unsigned char)33));
            if (((signed char)64)) {
                g_1 = g_39;
            }
            g_5 = ((l_5 + g_30) ^ g_33.f3);
            g_12.f2.f0 = g_48[1].f3;
            g_14.f0 = l_3;
        } else {
            l_3 = g_4;
            g_1 ^= g_16;
            g_3 *= g_14.f0;
        }
    }
    if (((int32_t)g_21)) {
        if (g_7) {
            g_15 = (((~((unsigned short)17)) % (g_12.f1 - ((unsigned short)33))) ? (((uint32_t)g_15) ? g_6.f1 : ((int16_t)63)) : (g_44 - (g_28.f0 - g_26[0][g_14.f0][0])));
        } else {
            if ((g_32 - g_15)) {
                g_14 = g_37.f2;
                g_31 = ((g_8 & l_4) | ((g_33.f1 | l_4) > (g_46 + g_45)));
                g_47 = g_8;
            }
            g_8 = (((+81U) - (g_35 ? ((signed char)-1) : ((unsigned char)7))) ? ((short)69) : ((g_23[0][4][1].f0 - g_26[0][3][0]) < (494989456U ? g_14.f0 : 536870913)));
            g_10 = g_14.f0;
            g_14.f0 *= ((short)16385);
            g_46 ^= 1224945268;
        }
        g_34[1] = (~g_47);
        l_1 = g_3;
    } else {
        g_19 = ((unsigned char)8);
    }
    if ((g_29.f0 - g_38[1][0][3])) {
        g_28 = g_28;
        g_17.f3.f0 = g_38[1][1][0];
    } else {
        l_5 = ((unsigned char)31);
        g_23[0][4][2].f0 = g_11.f0;
        g_39 = g_22;
        g_46 |= (129 ^ g_31);
        l_1--;
    }
    g_3--;
    g_34[0] *= ((g_28.f0 % ((unsigned char)18)) % g_37.f2.f0);
    g_3 |= g_1;
    g_14 = g_23[0][4][0];
    g_48[0].f1 = ((g_7 - g_38[1][0][3]) + l_5);
    if (g_26[0][0][1]) {
        g_14.f0 = (((unsigned char)168) / (((signed char)5) + (((unsigned char)2) < g_37.f3.f0)));
        g_7 = ((g_18 % (((signed char)-24) && ((signed char)1))) <= (!(g_27 <= g_9)));
        g_39 = g_21;
        l_3 = g_15;
        g_28.f1 += g_15;
        g_1++;
    }
    if ((+(g_44 - g_17.f4))) {
        g_46 = g_13.f0;
        g_16 = g_46;
        if (g_17.f3.f0) {
            g_44++;
            g_22 = ((short)255);
            if (((int32_t)(g_6.f3.f0 * g_8))) {
                g_13.f3 = ((((unsigned char)63) + g_24) + (((unsigned short)13) + g_3));
                l_5 = (((unsigned char)4) && g_29.f0);
                g_34[1] = g_11.f0;
                g_47 = g_12.f4;
            } else {
                g_11.f0 &= 33554431U;
                g_24 = (g_13.f1 < ((int8_t)((uint16_t)((unsigned char)128))));
                g_5 = ((int32_t)g_39);
            }
        }
        if ((((int16_t)((unsigned char)19)) < (((unsigned short)7193) <= (-1781917896)))) {
            g_41[1][3] = ((uint8_t)g_35);
            if (l_3) {
                l_5 = ((short)26853);
            } else {
                g_44 = 65;
                g_34[0] = g_43;
                g_43 = g_19;
            }
            g_24 = g_20;
            g_23[0][4][3].f0 = (((uint8_t)g_35) ^ (((int32_t)((short)511)) != (+g_18)));
            g_26[0][2][1] = (g_41[0][3] * (((unsigned short)15874) * 134217729U));
            if ((g_36 ^ g_7)) {
                g_26[0][0][1] = g_39;
                g_6.f0++;
                g_19 = g_40.f3.f0;
            } else {
                g_16 -= ((((unsigned short)2048) || (g_9 && ((signed char)-59))) + (((int8_t)g_8) * (8388609U > g_1)));
                g_23[0][3][0].f0 = (~(g_6.f2.f0 == 2097151U));
                l_4 = 524287U;
                l_1 = (16384U < g_10);
            }
        }
        l_1++;
    }
    g_47 &= g_47;
    g_10 ^= 2097152;
    g_16 -= g_18;
    g_7 = (((unsigned short)8192) && g_39);
    g_19 = g_22;
    if (1440268124U) {
        g_41[1][3] = ((unsigned short)2048);
    } else {
        g_47 += ((unsigned char)37);
        g_36 = g_24;
        if ((g_24 > g_15)) {
            if (g_42) {
                g_16 = g_13.f1;
                g_1 += g_18;
                g_15 = g_40.f0;
                g_34[0] = l_5;
            } else {
                g_34[1] = ((short)3);
                g_16 = (g_47 | g_4);
                g_13 = g_48[2];
                g_38[1][0][3] = ((uint8_t)g_38[1][1][1]);
            }
            if ((+((g_33.f0 ? g_21 : ((short)128)) | g_28.f0))) {
                g_17.f4 = g_5;
                l_3 = ((uint8_t)((85 + ((unsigned short)15)) == (g_5 ^ g_38[0][2][2])));
                g_6.f0 = ((unsigned char)59);
            } else {
                g_48[0].f3 = ((signed char)-84);
                g_22 = ((signed char)126);
                l_5 = (~((g_25 - g_1) + 67108865U));
                l_1 |= (l_4 | g_25);
                g_24 = g_6.f0;
            }
        } else {
            g_39 = ((unsigned short)2);
        }
        g_39 = g_48[1].f3;
    }
    g_17.f1 = g_46;
    g_36 = g_20;
    if (((-2) + ((g_44 / ((short)-32767)) + g_26[0][3][1]))) {
        g_44 = (-g_14.f0);
        g_15 = ((signed char)-53);
        g_31 = (g_34[0] >= g_30);
        g_15 = ((l_5 <= g_31) || g_43);
        if ((g_15 + 33554433)) {
            g_16 = g_26[0][1][0];
            g_3 = g_39;
            g_9--;
            g_42 = l_4;
            if ((~((unsigned char)254))) {
                g_43 = ((unsigned char)59);
                g_13.f0 = g_44;
                g_45 = (((g_6.f0 / g_37.f0) & ((signed char)126)) != l_4);
                g_21 = g_16;
            } else {
                g_48[1].f3 = ((uint32_t)(+((unsigned short)4096)));
                g_11.f0--;
            }
        }
        g_8 = (g_6.f2.f0 > (g_17.f4 | ((signed char)5)));
    }
    g_4 = (g_24 & ((unsigned short)20664));
    g_47 &= g_41[3][(g_38[0][0][3] ? g_30 : g_25)];
    g_39 = g_41[0][4];
    g_6.f1 = ((((unsigned short)13815) >= 1025U) - g_13.f2);
    g_3 = g_48[2].f3;
    g_48[0].f0 = ((uint16_t)(g_39 & (((unsigned short)1024) / g_33.f0)));
    g_8 = g_1;
    g_22++;
    g_5 = g_4;
    g_16 ^= g_42;
    g_27 += (g_13.f3 + g_41[2][3]);
    g_12.f3.f0 = (g_11.f0 >= 7U);
    if (((+((short)-4096)) - (2048U / 1696216179))) {
        g_5 = ((((uint32_t)g_6.f3.f0) - g_12.f1) % ((unsigned char)63));
        if ((g_47 ^ g_42)) {
            if (((l_5 ? g_3 : 851117338U) == ((int32_t)((unsigned char)1)))) {
                l_1 = g_2.f0;
            } else {
                l_4 -= ((unsigned char)14);
                g_17.f3.f0 = l_1;
                g_47 = ((unsigned short)64);
                l_3 *= g_4;
                g_31 = ((((unsigned short)8191) >= g_15) ^ g_10);
            }
            g_1 = (g_29.f0 - (l_3 <= g_15));
        } else {
            if (l_3) {
                g_22 ^= g_9;
                g_2.f0--;
                l_1 += 69;
                g_14.f0 = 65536U;
            } else {
                g_38[0][2][3] = g_2.f0;
                g_8 = g_46;
                g_4 = ((signed char)9);
                g_5 = g_8;
                g_30 = g_21;
                g_22 *= (-52);
            }
            g_16--;
            g_36 = ((unsigned short)1023);
        }
        g_45 = g_32;
        g_47 = l_3;
        g_36++;
        g_12 = g_6;
    } else {
        if (((+(g_30 - ((signed char)-1))) + (((unsigned short)63) != (g_14.f0 ^ g_12.f0)))) {
            l_1 = (-g_17.f1);
            g_19 -= (((l_1 != g_23[0][1][2].f0) + (g_11.f0 <= ((unsigned short)2049))) > ((short)-14109));
            g_36 -= (g_3 == g_9);
            g_17 = g_6;
            g_7 = g_26[0][2][1];
            if ((g_21 == (((unsigned char)40) ^ ((unsigned short)4096)))) {
                g_46 = ((signed char)-25);
                g_10 = (!g_5);
                g_7++;
                g_19 *= g_38[0][2][1];
            } else {
                l_4 = ((signed char)17);
            }
        } else {
            l_4 = (-4097U);
            g_23[0][2][2].f0 = ((((uint16_t)g_3) - g_27) * g_25);
        }
        if ((g_23[0][3][3].f0 | (l_1 < (g_44 - g_43)))) {
            if (((g_15 >= g_14.f0) & (g_33.f2 ? g_29.f0 : g_33.f2))) {
                l_5 = (((unsigned short)15) ? g_26[0][3][0] : 268435457);
            } else {
                g_34[1] |= (((unsigned short)16) + (!((short)5)));
                g_14.f0 = (g_34[0] + 4121370676U);
                g_48[2].f2 = 2097151U;
                g_28.f1 = (g_25 - ((signed char)-4));
            }
            g_47 = g_29.f0;
            g_21 = (-63);
        } else {
            if (g_9) {
                g_15 = g_10;
                g_1 = g_23[0][3][2].f0;
                g_42 = g_1;
                g_22 = ((g_12.f4 < g_28.f3.f0) + ((int16_t)4095U));
                g_46 = g_47;
            } else {
                g_28.f2.f0 = g_2.f0;
                g_8 = ((signed char)-4);
                g_4 = (-1298982104);
                g_45 = ((unsigned char)5);
            }
            g_33.f1 = ((g_19 ^ 1941286610U) >= (g_32 <= ((signed char)-52)));
            g_10 = (((g_36 - 134217727U) - ((signed char)65)) - g_46);
            g_2.f0 = g_11.f0;
            if (32U) {
                g_32 = (!((short)-64));
                g_14.f0 = g_10;
            } else {
                g_27 = g_45;
                g_36 = g_30;
                g_31 = l_3;
                g_8 &= g_35;
            }
            g_17.f1 = (g_19 * g_4);
        }
    }
    int ci0;
    int ci1;
    int ci2;
    crc(g_1);
    crc(g_2.f0);
    crc(g_3);
    crc(g_4);
    crc(g_5);
    crc(g_6.f0);
    crc(g_6.f1);
    crc(g_6.f2.f0);
    crc(g_6.f3.f0);
    crc(g_6.f4);
    crc(g_7);
    crc(g_8);
    crc(g_9);
    crc(g_10);
    crc(g_11.f0);
    crc(g_12.f0);
    crc(g_12.f1);
    crc(g_12.f2.f0);
    crc(g_12.f3.f0);
    crc(g_12.f4);
    crc(g_13.f0);
    crc(g_13.f1);
    crc(g_13.f2);
    crc(g_13.f3);
    crc(g_14.f0);
    crc(g_15);
    crc(g_16);
    crc(g_17.f0);
    crc(g_17.f1);
    crc(g_17.f2.f0);
    crc(g_17.f3.f0);
    crc(g_17.f4);
    crc(g_18);
    crc(g_19);
    crc(g_20);
    crc(g_21);
    crc(g_22);
    for (ci0 = 0; ci0 < 1; ci0++) {
        for (ci1 = 0; ci1 < 5; ci1++) {
            for (ci2 = 0; ci2 < 4; ci2++) {
                crc(g_23[ci0][ci1][ci2].f0);
            }
        }
    }
    crc(g_24);
    crc(g_25);
    for (ci0 = 0; ci0 < 1; ci0++) {
        for (ci1 = 0; ci1 < 5; ci1++) {
            for (ci2 = 0; ci2 < 2; ci2++) {
                crc(g_26[ci0][ci1][ci2]);
            }
        }
    }
    crc(g_27);
    crc(g_28.f0);
    crc(g_28.f1);
    crc(g_28.f2.f0);
    crc(g_28.f3.f0);
    crc(g_28.f4);
    crc(g_29.f0);
    crc(g_30);
    crc(g_31);
    crc(g_32);
    crc(g_33.f0);
    crc(g_33.f1);
    crc(g_33.f2);
    crc(g_33.f3);
    for (ci0 = 0; ci0 < 2; ci0++) {
        crc(g_34[ci0]);
    }
    crc(g_35);
    crc(g_36);
    crc(g_37.f0);
    crc(g_37.f1);
    crc(g_37.f2.f0);
    crc(g_37.f3.f0);
    crc(g_37.f4);
    for (ci0 = 0; ci0 < 2; ci0++) {
        for (ci1 = 0; ci1 < 3; ci1++) {
            for (ci2 = 0; ci2 < 4; ci2++) {
                crc(g_38[ci0][ci1][ci2]);
            }
        }
    }
    crc(g_39);
    crc(g_40.f0);
    crc(g_40.f1);
    crc(g_40.f2.f0);
    crc(g_40.f3.f0);
    crc(g_40.f4);
    for (ci0 = 0; ci0 < 4; ci0++) {
        for (ci1 = 0; ci1 < 5; ci1++) {
            crc(g_41[ci0][ci1]);
        }
    }
    crc(g_42);
    crc(g_43);
    crc(g_44);
    crc(g_45);
    crc(g_46);
    crc(g_47);
    for (ci0 = 0; ci0 < 3; ci0++) {
        crc(g_48[ci0].f0);
        crc(g_48[ci0].f1);
        crc(g_48[ci0].f2);
        crc(g_48[ci0].f3);
    }
    printf("checksum = %X\n", (unsigned int)(crc_ctx ^ (crc_ctx >> 32)));
    return 0;
}
