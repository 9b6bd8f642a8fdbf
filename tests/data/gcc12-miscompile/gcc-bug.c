#include <stdint.h>
#include <stdio.h>

static uint64_t crc_ctx = 0xFFFFFFFFFFFFFFFFUL;
static void crc(uint64_t value)
{
    crc_ctx = (crc_ctx ^ value) * 0x100000001B3UL;
    crc_ctx ^= crc_ctx >> 31;
}

struct S0 {
    signed int f0 : 12;
    unsigned long long int f1;
};

#pragma pack(2)
struct S1 {
    struct S0 f0;
    struct S0 f1;
    unsigned char f2;
};
#pragma pack()

static unsigned long g_1[8] = {10490009094279322231UL, 18014398509481983UL, 1024UL, 3139170561023172432UL, 7UL, 512UL, 18UL, 1025UL};
static uint32_t g_2 = 4194303U;
static char g_3 = ((char)65);
static uint32_t g_4 = 4194303U;
static unsigned short int g_5 = ((unsigned short)4096);
static struct S0 g_6 = {(-512), 4194305ULL};
static char g_7 = ((char)8);
static unsigned short int g_8[3][5] = {{((unsigned short)34925), ((unsigned short)257), ((unsigned short)55122), ((unsigned short)73), ((unsigned short)1024)}, {((unsigned short)2049), ((unsigned short)257), ((unsigned short)63), ((unsigned short)34), ((unsigned short)13820)}, {((unsigned short)2048), ((unsigned short)8192), ((unsigned short)32769), ((unsigned short)44853), ((unsigned short)8193)}};
static uint32_t g_9 = 7U;
static unsigned long * g_10 = (&g_1[5]);
static volatile struct S1 g_11 = {{32, 11679296704945894578ULL}, {(-2047), 15840436673265836404ULL}, ((unsigned char)54)};
static struct S1 g_12 = {{(-14), 50ULL}, {511, 88ULL}, ((unsigned char)87)};
static char g_13 = ((char)17);
static char * g_14 = (&g_3);
static short int g_15[8][3] = {{((short)22402), ((short)16385), ((short)1023)}, {((short)-77), ((short)-92), ((short)-16)}, {((short)-52), ((short)-4096), ((short)-16384)}, {((short)257), ((short)0), ((short)127)}, {((short)1023), ((short)1025), ((short)-512)}, {((short)-76), ((short)72), ((short)75)}, {((short)64), ((short)-32768), ((short)256)}, {((short)63), ((short)8192), ((short)5)}};
static signed char g_16 = ((signed char)33);
static short int * g_17[2][3][2] = {{{(&g_15[1][0]), (&g_15[0][1])}, {(&g_15[5][1]), (&g_15[4][2])}, {(&g_15[3][1]), (&g_15[3][0])}}, {{(&g_15[7][0]), (&g_15[1][1])}, {(&g_15[6][0]), (&g_15[5][2])}, {(&g_15[2][1]), (&g_15[4][2])}}};
static unsigned long long int * g_18 = (&g_6.f1);
static struct S0 g_19 = {(-2047), 8589934591ULL};
static char * g_20 = (&g_3);
static struct S0 g_21 = {(-1), 9007199254740992ULL};
static struct S1 * g_22 = (&g_12);
static struct S0 g_23 = {(-57), 80ULL};
static unsigned short int * g_24 = (&g_5);

static short int func_1(unsigned long long int * p_1, long int p_2, uint32_t p_3);
static char func_4(unsigned long long int * p_6);
static void func_5(unsigned long long int p_7);
static void func_6(struct S0 p_8);
static unsigned short int func_3(char p_5);
static struct S1 func_2(struct S0 * p_4);


static short int func_1(unsigned long long int * p_1, long int p_2, uint32_t p_3)
{
    unsigned long l_3 = (g_15[0][2] >= ((uint8_t)((((g_2 - g_6.f1) + p_2) + g_6.f1) | (g_13 + (*g_18)))));
    char * l_4 = (&g_3);
    signed char l_5 = (68719476736L / (*p_1));
    return (*g_10);
}

static char func_4(unsigned long long int * p_6)
{
    struct S1 l_14 = {{256, 56ULL}, {31, 7886864756562152452ULL}, ((unsigned char)0)};
    unsigned long long int l_15 = (~(l_14.f0.f1 > (9U * g_23.f1)));
    int32_t i_22;
    int32_t i_23;
    int32_t i_24;
    for (i_22 = 0; i_22 < 2; i_22++) {
        for (i_23 = 1; i_23 > -1; i_23--) {
            for (i_24 = 1; i_24 > -1; i_24--) {
                (*g_17[i_22][i_23][i_24]) = g_8[(i_23 + 1)][(4 - i_22)];
                (*g_17[i_22][i_23][i_24]) = (g_8[(i_24 + i_23)][i_24] - g_15[(2 * i_24)][(2 - i_22)]);
                (*g_17[i_22][i_23][i_24]) -= (((g_4 * 1408742095U) * ((-4096) ? 65537ULL : g_15[7][(2 - i_23)])) + g_8[i_23][i_23]);
            }
        }
    }
    (*g_24) = ((((((signed char)9) + (-68L)) + ((int16_t)((unsigned char)31))) + 98U) - ((int16_t)((unsigned char)31)));
    return g_16;
}

static void func_5(unsigned long long int p_7)
{
    volatile struct S0 l_16 = {(-2), 93ULL};
    int16_t l_17 = (((((*g_14) <= ((uint16_t)49UL)) + ((g_19.f0 + g_15[0][0]) & (g_19.f0 - (*g_10)))) * g_15[2][1]) - g_15[2][1]);
    signed char l_18 = (((uint8_t)((int16_t)((int64_t)(g_17[0][2][0] != (&g_15[0][1]))))) >= 32768);
    unsigned long l_19 = (g_18 != (&g_19.f1));
    int32_t i_30;
    int32_t i_31;
    int32_t i_32;
    int32_t i_33;
    int32_t i_34;
    int32_t i_35;
    if (g_9) {
        g_15[2][2] = 33554431UL;
        if ((g_11.f2 * l_18)) {
            g_16 = (((unsigned char)35) == (~((short)-99)));
            l_18 = ((*g_24) - g_12.f2);
            g_15[7][2] = (l_19 >= (g_12.f1.f0 = (*g_14)));
        } else {
            switch (((((uint8_t)((int8_t)(g_24 != (&g_5)))) >= (*g_20)) >= ((g_22->f1.f0 * ((signed char)106)) ? (-4398046511104LL) : (131073 & g_19.f0)))) {
            case (-134217728): {
                g_4 = g_11.f0.f1;
                break;
            }
            case 65: {
                if (g_21.f1) {
                    break;
                }
            }
            case (-2147483647 - 1): {
                (*g_10) = g_22->f2;
            }
            case 131071: {
                (*g_24) = g_15[3][2];
                break;
            }
            }
        }
        g_2--;
        g_9 = 137438953472LL;
        g_7 = (255 == ((uint16_t)12848342458835353495ULL));
        for (i_30 = 0; i_30 < 16; i_30 += 2) {
            (*g_20) += (*g_17[0][2][1]);
            g_5 = 8796093022209L;
            g_19.f1 = (((uint16_t)((*g_24) << 24)) > (-32768));
            l_18 ^= (*g_24);
            l_16.f1 = func_1((&g_23.f1), ((!(*g_18)) <= g_22->f1.f1), (((g_15[4][0] + (*g_24)) + g_21.f1) - (*g_24)));
        }
    } else {
        i_31 = 7;
        while (i_31 > -1) {
            switch (((((char)-64) ^ g_4) > ((uint16_t)g_21.f1))) {
            case 33554432: {
                (*g_20) = g_23.f1;
            }
            default: {
                l_19 |= ((*g_18) >> 58);
                l_18 = g_2;
                break;
            }
            }
            if (g_2) {
                return;
            }
            (*g_14) = ((unsigned short)13497);
            for (i_32 = 2; i_32 > -1; i_32--) {
                g_5 += (g_23.f0 = g_13);
                func_4((&g_19.f1));
                if (g_12.f2) {
                    return;
                }
            }
            i_31--;
        }
        i_33 = 0;
        do {
            if ((*g_20)) {
                break;
            }
            func_1((&g_19.f1), ((uint64_t)g_9), g_16);
        } while ((i_33 += 2) < 16);
        switch (72057594037927935ULL) {
        case 256ULL: {
            g_10 = g_10;
            break;
        }
        case 52ULL: {
            switch ((32768 <= ((uint16_t)((int8_t)(g_2 && l_17))))) {
            case 16: {
                l_16.f0 = (g_9 = ((((signed char)108) & g_12.f0.f0) | (((signed char)108) & (-1771293473))));
                break;
            }
            case 262143: {
                g_11.f1.f1 = (p_7 & (l_18 - (*g_18)));
                g_3 = (((uint8_t)((int8_t)((g_4 * (*g_14)) + (g_4 + g_11.f1.f0)))) != l_17);
                break;
            }
            }
            break;
        }
        default: {
            l_19 = ((signed char)32);
            break;
        }
        case 262144ULL: {
            if ((((unsigned short)256) ? (128 != ((uint8_t)((int16_t)28UL))) : (((((uint16_t)((int8_t)(*g_24))) == l_17) + ((signed char)126)) * ((((uint16_t)((int8_t)(*g_24))) == l_17) - g_21.f1)))) {
                g_1[3]++;
                g_23.f1 = ((((4611686018427387903UL + 4503599627370497L) + g_4) - 4503599627370497L) ? (((((char)33) != g_19.f0) - g_4) * ((((char)33) != g_19.f0) * ((signed char)-29))) : (((*g_10) * 140737488355327UL) + ((*g_10) ^ (*g_24))));
                g_11.f0.f0++;
                func_4(g_18);
                l_16.f1 = func_4((&g_6.f1));
            }
            break;
        }
        case 591794190827026057ULL: {
            (*g_20) = g_4;
            break;
        }
        }
        g_18 = (&g_19.f1);
        g_21.f1 *= ((!(*g_24)) <= (11 ? ((signed char)-109) : g_4));
    }
    if ((((uint16_t)((int8_t)((uint64_t)(32767 != ((uint16_t)((unsigned short)1024)))))) <= g_12.f2)) {
        g_6.f0 = (g_16 <= ((uint8_t)((int8_t)g_12.f1.f1)));
        for (i_34 = 0; i_34 < 2; i_34++) {
            for (i_35 = 1; i_35 < 3; i_35++) {
                g_16 = (((((unsigned short)31) << 4) ^ g_15[((2 * i_35) + 1)][(1 - i_34)]) * g_8[(2 * i_34)][(4 - i_34)]);
                (*g_17[i_34][i_34][i_34]) += ((g_8[i_35][i_35] | g_1[(i_35 + i_34)]) + g_8[(2 - i_34)][(i_35 + 1)]);
                (*g_17[i_34][i_35][i_34]) += g_15[(6 - i_34)][i_34];
            }
        }
        g_6.f1 |= g_3;
        g_5 = (g_3 < ((uint8_t)288230376151711744ULL));
        if ((g_17[0][2][0] == (&g_15[0][1]))) {
            return;
        }
    }
    func_4((&p_7));
}

static void func_6(struct S0 p_8)
{
    unsigned char l_20 = ((((7 ^ g_19.f0) * g_23.f0) | ((7 ^ g_19.f0) | g_15[1][1])) - g_15[3][2]);
    signed int l_21 = (~(8796093022209ULL < (g_23.f1 >> 61)));
    signed int * l_22 = (&l_21);
    volatile signed short l_23 = ((uint32_t)((((unsigned char)31) & (*l_22)) * (g_15[6][1] || (*g_18))));
    int32_t i_37;
    int32_t i_38;
    int32_t i_39;
    int32_t i_40;
    int32_t i_41;
    int32_t i_42;
    int32_t i_43;
    int32_t i_44;
    int32_t i_45;
    if ((((g_3 + ((short)26013)) * 1099511627775L) - 1099511627775L)) {
        if (16384U) {
            return;
        }
        if ((((unsigned char)33) - g_7)) {
            (*g_20)--;
            p_8.f1 = ((*g_10) - (g_8[1][2] + p_8.f1));
        } else {
            for (i_37 = 2; i_37 > 0; i_37--) {
                if ((*l_22)) {
                    break;
                }
                g_8[i_37][(i_37 + 2)] += ((2320483187U ? l_23 : (-4611686018427387904LL)) - g_19.f1);
                g_15[((2 * i_37) + 1)][(i_37 - 1)] ^= g_15[((2 * i_37) + 1)][(i_37 - 1)];
            }
            if ((*g_10)) {
                if ((g_15[0][2] > g_15[0][0])) {
                    return;
                }
                g_8[2][0] = g_19.f1;
                (*g_24) = (-((8388607ULL >> 17) || (-4218985908235503572L)));
                func_5(l_20);
                g_17[0][2][0] = g_17[0][2][0];
            } else {
                g_5 = (65536 >= ((uint8_t)((int16_t)((*l_22) = (!((signed char)16))))));
                g_21.f0 = l_23;
                if (g_16) {
                    return;
                }
                l_23 = ((unsigned char)254);
                (*l_22) = (!g_22->f1.f1);
                l_20 = (~((short)128));
            }
            for (i_38 = 0; i_38 < 2; i_38++) {
                (*g_20) = ((*l_22) >= g_9);
                func_4((&g_21.f1));
            }
            for (i_39 = 0; i_39 < 2; i_39++) {
                g_8[(i_39 + i_39)][(i_39 + 2)] = ((int16_t)(((7 ^ g_19.f0) + (*g_18)) * ((7 ^ g_19.f0) + g_19.f1)));
                (*g_17[i_39][(i_39 + 1)][(1 - i_39)]) = g_1[((2 * i_39) + 1)];
                (*g_17[i_39][(i_39 + 1)][i_39]) = ((((*l_22) - 8388609) - (*g_17[(1 - i_39)][(1 - i_39)][i_39])) & (g_22->f2 << 10));
            }
            for (i_40 = 7; i_40 > 0; i_40--) {
                (*g_24) ^= (g_1[(i_40 - 1)] * g_1[i_40]);
            }
            g_21.f0 = (*g_17[0][1][0]);
        }
        if (((((g_17[0][2][0] == g_17[0][2][0]) ^ (((g_19.f1 < g_1[7]) ^ g_9) - ((g_19.f1 < g_1[7]) & g_19.f0))) ^ ((int16_t)(*g_20))) ^ (((g_19.f1 < g_1[7]) ^ g_9) - ((g_19.f1 < g_1[7]) & g_19.f0)))) {
            g_16 |= (((uint16_t)g_2) != (*g_20));
            g_8[0][3] = g_6.f0;
        } else {
            g_11.f2 = (g_22->f2 + l_20);
            for (i_41 = 0; i_41 < 3; i_41++) {
                g_8[i_41][(i_41 + i_41)] = g_15[(7 - i_41)][i_41];
                g_8[(2 - i_41)][(i_41 + 1)] = (256 <= ((uint8_t)((int16_t)g_12.f0.f0)));
                g_16 = (l_21 * 1114436528);
            }
            for (i_42 = 0; i_42 < 2; i_42++) {
                (*g_17[i_42][i_42][i_42]) = (((g_7 & (*g_20)) ^ 513UL) | (5441520450424798113UL >> 8));
            }
        }
        g_23.f1 = (((uint8_t)g_7) <= 65535);
    } else {
        i_43 = 0;
        while (i_43 < 16) {
            l_21 = ((int16_t)l_20);
            g_8[0][0] = (-134217728);
            g_23.f1 = 1657847925U;
            switch ((g_23.f1 <= (((g_22->f0.f0 * g_5) + (g_23.f1 * g_5)) * (((uint8_t)(-40LL)) < 255)))) {
            case 33554433: {
                p_8.f1 &= g_1[3];
                g_10 = g_10;
                g_2 = ((*g_20) << 4);
                break;
            }
            }
            i_43 += 2;
        }
        for (i_44 = 1; i_44 > -1; i_44--) {
            for (i_45 = 0; i_45 < 3; i_45++) {
                (*g_17[i_44][i_45][i_44]) = g_8[i_44][(i_45 + i_45)];
                (*g_17[i_44][i_45][i_44]) = ((g_19.f0 - g_1[(2 * i_44)]) & g_8[(i_44 + 1)][(4 - i_45)]);
            }
        }
        (*g_14) += 223910518050756194UL;
    }
    g_7 = ((g_23.f0 & g_23.f1) | (g_23.f0 & 66UL));
    func_5(((char)26));
}

static unsigned short int func_3(char p_5)
{
    volatile struct S1 * l_9 = g_22;
    uint16_t l_10 = (((char)g_13) | ((((g_15[2][1] * g_5) + g_11.f1.f0) + ((g_15[2][1] * g_5) * (*g_10))) ? ((*g_18) << 38) : (*g_17[1][0][0])));
    unsigned long * l_11 = g_10;
    struct S0 l_12 = {92, 562949953421311ULL};
    unsigned long long int * l_13 = (&g_6.f1);
    int32_t i_19;
    int32_t i_20;
    int32_t i_21;
    int32_t i_25;
    int32_t i_26;
    int32_t i_27;
    int32_t i_28;
    int32_t i_29;
    int32_t i_36;
    switch (((l_10 * ((char)127)) + (l_10 + (*g_10)))) {
    case 576460752303423489UL: {
        i_19 = 2;
        while (i_19 > -1) {
            if (g_5) {
                g_2 = l_12.f1;
            } else {
                func_1((&g_19.f1), 67, g_5);
                g_13 = (~g_5);
                g_23.f0 = ((char)-8);
            }
            i_19--;
        }
    }
    case 8599262608146826709UL: {
        g_21.f0 = 134217727UL;
    }
    default: {
        if ((l_12.f0 ? g_2 : (((uint8_t)(((-88LL) * g_12.f1.f0) + ((*g_17[1][1][0]) * g_12.f1.f0))) == g_13))) {
            g_3 = ((l_10 ^ g_23.f0) - (l_10 | 94U));
            if (((*g_14) = ((short)-128))) {
                func_1((&g_23.f1), ((((*g_14) != ((uint16_t)(*g_18))) - g_15[6][2]) - (((*g_14) != ((uint16_t)(*g_18))) + (*l_11))), (g_10 != l_11));
                (*g_18) = ((((l_10 & g_23.f0) + (l_10 + g_13)) * 30UL) + ((((p_5 >> 23) + (*g_20)) * ((p_5 >> 23) * g_6.f0)) * 30UL));
                g_16 = (((uint16_t)(g_13 ? 5 : l_12.f0)) * (g_24 == (&l_10)));
                g_3 = (*g_10);
                g_4 *= l_12.f1;
            }
            g_13 |= (((66U - (*g_17[1][0][0])) + g_3) + (*g_17[1][0][0]));
        } else {
            if ((g_6.f1 + (*l_11))) {
                if (((((*g_20) | g_9) + 137438953471ULL) - (((*g_20) | g_9) * g_23.f0))) {
                    break;
                }
                (*l_11) = g_3;
            } else {
                g_7 = func_1((&g_21.f1), (33 + g_7), g_15[3][0]);
                func_1(g_18, g_6.f1, (+(*g_14)));
                if (((((*g_20) | g_9) * g_4) | (((*g_20) | g_9) ^ (*g_17[0][0][0])))) {
                    break;
                }
                func_1((&g_19.f1), (g_11.f2 != ((uint16_t)((int16_t)g_16))), g_19.f0);
                g_11.f2 &= ((g_8[1][0] ^ ((unsigned short)38)) + (g_8[1][0] + g_6.f0));
            }
        }
        break;
    }
    case 17760950879997075141UL: {
        for (i_20 = 0; i_20 < 2; i_20++) {
            for (i_21 = 0; i_21 < 3; i_21++) {
                (*g_17[i_20][i_21][i_20]) ^= (g_1[(6 - i_21)] + g_1[(6 - i_20)]);
                (*g_17[i_20][i_21][i_20]) = ((g_1[(6 - i_20)] & g_8[(1 - i_20)][i_21]) ^ (+g_3));
            }
        }
        break;
    }
    }
    l_11 = g_10;
    func_4((&l_12.f1));
    for (i_25 = 0; i_25 < 1; i_25++) {
        if (g_16) {
            return ((*g_18) ^ g_16);
        }
        if (((char)5)) {
            continue;
        }
        g_9 = g_4;
    }
    g_23.f0 = (((int64_t)g_16) ? (*g_17[1][1][0]) : ((((signed char)-16) * p_5) + ((-5518384894220510793L) * p_5)));
    if (((g_12.f1.f1 += g_1[2]), (((((unsigned short)50350) ^ g_3) ^ ((char)-52)) ^ g_3))) {
        l_13 = (&g_23.f1);
        g_7 = (*g_18);
        g_8[0][0] = ((signed char)-51);
        func_1(l_13, (l_10 <= ((uint16_t)((int8_t)((*l_11) || g_13)))), (((p_5 >> 23) * g_7) & ((p_5 >> 23) * g_4)));
        i_26 = 0;
        do {
            if ((l_9 != (&g_11))) {
                l_9->f2 = ((p_5 * (*g_10)) + (((unsigned char)0) * (*g_10)));
                l_10 = func_4((&g_19.f1));
                g_13 = l_12.f1;
            }
            g_6.f1 |= ((((unsigned short)16383) + (*g_14)) << 11);
            func_4((&l_12.f1));
            for (i_27 = 2; i_27 > -1; i_27--) {
                if (8191) {
                    continue;
                }
                if (((*g_14) << 1)) {
                    continue;
                }
            }
            g_8[0][1] += (*g_10);
            (*g_24) = (l_9->f1.f0 != 9L);
        } while (++i_26 < 3);
        for (i_28 = 0; i_28 < 2; i_28++) {
            for (i_29 = 0; i_29 < 2; i_29++) {
                g_15[i_29][i_28] = (g_3 == p_5);
                (*g_24) = ((-4055477983627940209LL) ? (-8589934592LL) : (*l_11));
                (*g_17[i_28][i_29][i_28]) = g_1[i_29];
            }
        }
    } else {
        l_12.f1 = g_15[3][2];
        func_5(((g_23.f1 <= (*g_24)) ^ ((l_10 | g_11.f2) - (l_10 * g_4))));
        g_15[5][0] = (((unsigned long long)(((g_9 * ((char)9)) - g_12.f0.f1) ^ ((g_9 * ((char)9)) + (*l_13)))) - (g_12.f0.f1 ^ (g_16 ? ((unsigned short)15) : l_12.f1)));
        (*l_11) = ((l_12.f1 & (*g_17[0][1][0])) | (l_12.f1 & g_8[0][0]));
        if (g_12.f2) {
            g_22->f2 = (((uint8_t)l_12.f0) == g_13);
            func_4((&g_23.f1));
            l_10 = ((*l_11) <= ((unsigned char)47));
            for (i_36 = 0; i_36 < 2; i_36++) {
                g_8[i_36][(4 - i_36)] -= (g_15[(6 - i_36)][(i_36 + i_36)] + g_15[(7 - i_36)][(i_36 + i_36)]);
                g_3 = func_1(l_13, l_12.f0, i_36);
                g_8[i_36][i_36] = g_1[((2 * i_36) + 1)];
            }
            g_3++;
        } else {
            g_8[1][2] *= ((long long)(*g_24));
            func_1(g_18, (*l_13), (((uint16_t)((signed char)64)) != (*g_17[0][1][0])));
            g_2 = (((g_9 * ((char)9)) + 5UL) ^ ((g_9 * ((char)9)) + (*g_10)));
            l_12.f0 = (*g_20);
            func_6(g_23);
            l_12.f1 = ((*g_24) ? (((*l_11)++) ^ 17942688672387431775ULL) : ((unsigned char)254));
        }
        g_24 = (&g_8[0][2]);
    }
    return (+g_22->f2);
}

static struct S1 func_2(struct S0 * p_4)
{
    struct S1 l_6 = {{7, 17179869185ULL}, {(-85), 8388609ULL}, ((unsigned char)33)};
    struct S0 l_7 = {1880, 67108865ULL};
    unsigned short int * l_8 = (&g_8[0][2]);
    int32_t i_15;
    int32_t i_16;
    int32_t i_17;
    int32_t i_18;
    for (i_15 = 0; i_15 < 4; i_15 += 2) {
        if (g_22->f0.f0) {
            if (g_11.f1.f0) {
                (*g_20) = 31U;
            }
            func_1((&g_19.f1), (-549755813888LL), (g_16 & ((unsigned short)11083)));
            if ((g_19.f0 != g_21.f0)) {
                g_4 = func_1((&g_6.f1), (*g_20), (*g_17[0][i_15][1]));
                g_21.f0 |= g_22->f2;
                g_11.f0.f1 = ((signed char)-114);
                l_6.f0.f0 = ((257LL % 1125899906842625LL) % (g_1[i_15] | (-48)));
            } else {
                g_4 = (g_6.f0 != ((g_8[i_15][(i_15 + 1)] - g_16) * (!(*g_17[1][2][0]))));
                if ((*g_10)) {
                    continue;
                }
                g_9 = ((uint64_t)((signed char)-89));
                g_15[3][0] ^= (((uint16_t)(((uint16_t)((int8_t)g_16)) == (*g_24))) != g_3);
                (*g_17[1][i_15][1]) |= ((l_6.f0.f1 ? (*g_10) : ((char)127)) & (((g_7 + 2048U) | g_12.f0.f1) + ((g_7 + 2048U) | ((signed char)-127))));
                g_23.f0 = (((*g_20) * (*g_24)) + (536870912U * (*g_24)));
            }
        }
        g_19.f0 = ((((g_8[i_15][i_15] || 32ULL) ^ (g_9 != (*g_17[1][i_15][0]))) ^ i_15) ^ (g_9 != (*g_17[1][i_15][0])));
    }
    if ((((uint8_t)g_4) != 127)) {
        switch (((((uint8_t)g_6.f1) + 10290248782664183620UL) + (((uint8_t)g_6.f1) + g_15[0][1]))) {
        case 10290248782664183619UL: {
            i_16 = 0;
            do {
                func_1((&l_7.f1), 68ULL, (g_21.f1 = 16777215));
                g_23.f1 = (((g_22 != (&g_12)) | l_7.f0) + ((g_22 != (&g_12)) + ((signed char)-32)));
                g_9 = (((((*g_20) * g_4) + ((*g_18) * g_4)) >= ((*g_17[0][2][0]) << 7)) ? (g_2 * ((uint32_t)g_9)) : (((*g_17[1][0][0]) + g_16) - ((*g_17[1][0][0]) - g_6.f0)));
            } while ((i_16 += 2) < 16);
            break;
        }
        case 8388608UL: {
            (*g_17[0][2][0]) = ((char)-90);
        }
        case 19UL: {
            g_2 = ((uint16_t)1048575);
            g_12.f0.f0--;
            break;
        }
        }
        for (i_17 = 0; i_17 < 8; i_17++) {
            for (i_18 = 0; i_18 < 2; i_18++) {
                g_15[i_17][i_18] = ((g_8[i_18][i_18] - g_1[(i_18 + i_18)]) & g_1[i_18]);
                g_15[i_17][i_18] = g_4;
            }
        }
        g_6.f0 += (((16791163027507403077ULL + (-21)) / ((g_4 = (*g_14)), (g_4 ^ g_15[5][2]))) + g_15[7][0]);
    } else {
        g_7 &= g_16;
        func_3((((g_7 + 2048U) & g_15[0][1]) ^ ((g_7 + 2048U) ^ ((short)-50))));
    }
    return g_12;
}

int main(void)
{
    int16_t l_1 = (((short)4) ^ (((g_16 * (*g_20)) - g_1[2]) - ((g_16 * (*g_20)) - 16LL)));
    uint32_t * l_2 = (&g_2);
    int32_t i_1;
    int32_t i_2;
    int32_t i_3;
    int32_t i_4;
    int32_t i_5;
    int32_t i_6;
    int32_t i_7;
    int32_t i_8;
    int32_t i_9;
    int32_t i_10;
    int32_t i_11;
    int32_t i_12;
    int32_t i_13;
    int32_t i_14;
    for (i_1 = 6; i_1 > 0; i_1--) {
        for (i_2 = 1; i_2 > -1; i_2--) {
            g_8[(2 * i_2)][(i_2 + 1)] += (((unsigned short)59) ^ g_8[i_2][((2 * i_2) + 1)]);
        }
    }
    (*g_17[1][0][1]) = ((int8_t)((((*g_20) != ((uint8_t)((short)-8192))) + (*g_10)) + (((*g_20) != ((uint8_t)((short)-8192))) - g_6.f1)));
    g_21.f1 = g_1[6];
    g_6.f0 = (+(*l_2));
    g_8[1][1]++;
    g_16 *= ((((uint8_t)((int16_t)g_19.f1)) < g_3) != ((((*g_20) != ((uint8_t)((short)-8192))) ^ g_16) ^ (((*g_20) != ((uint8_t)((short)-8192))) - (*l_2))));
    for (i_3 = 1; i_3 > -1; i_3--) {
        for (i_4 = 0; i_4 < 3; i_4++) {
            for (i_5 = 0; i_5 < 5; i_5++) {
                if ((*g_17[i_3][(2 - i_3)][(1 - i_3)])) {
                    break;
                }
            }
        }
        g_5 = (+((short)8192));
        switch ((((unsigned char)1) >= g_4)) {
        case 0: {
            g_5 = (g_14 == (&g_3));
            break;
        }
        case (-268435456): {
            g_2 = ((uint32_t)((unsigned char)15));
            break;
        }
        case 512: {
            for (i_6 = 0; i_6 < 2; i_6++) {
                (*g_17[i_6][(1 - i_3)][(1 - i_3)]) = (g_1[(6 - i_6)] ^ ((char)(*g_14)));
            }
            (*g_17[i_3][(2 * i_3)][(1 - i_3)]) = g_16;
        }
        }
    }
    i_7 = 0;
    do {
        g_2 = g_9;
    } while ((i_7 += 2) < 16);
    g_16 = g_19.f0;
    if ((((uint16_t)((int16_t)(42U ? 12UL : g_12.f1.f1))) != g_7)) {
        g_23.f0 |= (g_4 + ((short)-77));
        func_1((&g_6.f1), 33554433, g_23.f1);
    }
    g_7 = g_12.f2;
    g_15[5][2] = (4194305UL ? g_8[0][1] : 2251799813685247LL);
    (*g_14) = (((268435455U - g_12.f2) + g_21.f1) + g_12.f2);
    if ((g_13 - g_19.f0)) {
        switch (((--(*g_18)) * (((uint8_t)(g_5 >> 23)) == g_15[0][0]))) {
        case 0ULL: {
            for (i_8 = 0; i_8 < 2; i_8++) {
                (*g_17[i_8][(1 - i_8)][i_8]) = (g_8[(2 * i_8)][(i_8 + 2)] + g_8[(i_8 + 1)][((2 * i_8) + 1)]);
                g_15[(i_8 + i_8)][(i_8 + 1)] = ((g_15[(6 - i_8)][i_8] + (g_6.f0 >= 31)) | g_1[((2 * i_8) + 1)]);
                (*g_17[i_8][i_8][i_8]) = (g_1[(i_8 + i_8)] * g_1[(2 * i_8)]);
            }
            g_11.f1.f0 = (g_16 <= 137438953473LL);
            break;
        }
        default: {
            g_7 = ((((*g_20) != ((uint8_t)((short)-8192))) + (*g_24)) & (((*g_20) != ((uint8_t)((short)-8192))) | g_22->f1.f1));
            break;
        }
        }
        for (i_9 = 0; i_9 < 2; i_9++) {
            for (i_10 = 0; i_10 < 5; i_10++) {
                g_22->f2 = (((((signed char)-128) && g_21.f0) - g_15[(6 - i_10)][(i_9 + i_9)]) * g_1[((2 * i_9) + 1)]);
                g_15[(6 - i_9)][(i_9 + i_9)] += ((((*g_18) ^ ((unsigned char)3)) * g_8[(2 * i_9)][(2 * i_9)]) | g_1[i_9]);
            }
        }
    } else {
        for (i_11 = 1; i_11 > -1; i_11--) {
            for (i_12 = 1; i_12 < 2; i_12++) {
                g_3 = (g_15[(7 - i_11)][(i_12 + 1)] + g_8[i_12][(2 * i_12)]);
                (*g_17[i_11][i_12][i_12]) = (((signed char)17) ? i_12 : ((signed char)-127));
                (*g_14) = g_23.f1;
            }
        }
        for (i_13 = 1; i_13 < 3; i_13++) {
            for (i_14 = 0; i_14 < 5; i_14++) {
                g_8[i_13][i_14] = g_15[i_14][i_13];
                g_8[i_13][i_14] = ((g_8[(i_13 - 1)][i_13] + g_8[i_13][(i_13 - 1)]) - g_1[(7 - i_14)]);
                g_1[(i_13 + 1)] -= g_8[(2 - i_13)][(2 * i_13)];
            }
        }
        g_12.f1.f1 = func_1(g_18, (17ULL + 1048576ULL), 562949953421311LL);
    }
    func_2((&g_19));
    int ci0;
    int ci1;
    for (ci0 = 0; ci0 < 8; ci0++) {
        crc(g_1[ci0]);
    }
    crc(g_2);
    crc(g_3);
    crc(g_4);
    crc(g_5);
    crc(g_6.f0);
    crc(g_6.f1);
    crc(g_7);
    for (ci0 = 0; ci0 < 3; ci0++) {
        for (ci1 = 0; ci1 < 5; ci1++) {
            crc(g_8[ci0][ci1]);
        }
    }
    crc(g_9);
    crc(g_11.f0.f0);
    crc(g_11.f0.f1);
    crc(g_11.f1.f0);
    crc(g_11.f1.f1);
    crc(g_11.f2);
    crc(g_12.f0.f0);
    crc(g_12.f0.f1);
    crc(g_12.f1.f0);
    crc(g_12.f1.f1);
    crc(g_12.f2);
    crc(g_13);
    for (ci0 = 0; ci0 < 8; ci0++) {
        for (ci1 = 0; ci1 < 3; ci1++) {
            crc(g_15[ci0][ci1]);
        }
    }
    crc(g_16);
    crc(g_19.f0);
    crc(g_19.f1);
    crc(g_21.f0);
    crc(g_21.f1);
    crc(g_23.f0);
    crc(g_23.f1);
    printf("checksum = %X\n", (unsigned int)(crc_ctx ^ (crc_ctx >> 32)));
    return 0;
}
