/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 1964900096 --no-bitfields --no-compound-assignment --no-consts --no-divs --no-pre-incr-operator --no-post-incr-operator --no-post-decr-operator --no-unary-plus-operator --no-jumps --no-longlong --no-uint8 --no-math64 --no-pointers --no-structs --no-unions
 * Seed:      1964900096
 */


#define NO_LONGLONG
/* begin csmith.h (inlined by ccfuzz) */
/* -*- mode: C -*-
 *
 * Copyright (c) 2007-2011, 2013, 2014 The University of Utah
 * All rights reserved.
 *
 * This file is part of `csmith', a random generator of C programs.
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 *   * Redistributions of source code must retain the above copyright notice,
 *     this list of conditions and the following disclaimer.
 *
 *   * Redistributions in binary form must reproduce the above copyright
 *     notice, this list of conditions and the following disclaimer in the
 *     documentation and/or other materials provided with the distribution.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS"
 * AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE
 * IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE
 * ARE DISCLAIMED.  IN NO EVENT SHALL THE COPYRIGHT OWNER OR CONTRIBUTORS BE
 * LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR
 * CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF
 * SUBSTITUTE GOODS OR SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS
 * INTERRUPTION) HOWEVER CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN
 * CONTRACT, STRICT LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE)
 * ARISING IN ANY WAY OUT OF THE USE OF THIS SOFTWARE, EVEN IF ADVISED OF THE
 * POSSIBILITY OF SUCH DAMAGE.
 */

#ifndef RANDOM_RUNTIME_H
#define RANDOM_RUNTIME_H

#ifdef CSMITH_MINIMAL
#include "csmith_minimal.h"
#else

/*****************************************************************************/

#include <string.h>
#include <float.h>
#include <math.h>

#define __STDC_LIMIT_MACROS
/* begin random_inc.h (inlined by ccfuzz) */
/* -*- mode: C -*-
 *
 * Copyright (c) 2007-2010, 2011 The University of Utah
 * All rights reserved.
 *
 * This file is part of `csmith', a random generator of C programs.
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 *   * Redistributions of source code must retain the above copyright notice,
 *     this list of conditions and the following disclaimer.
 *
 *   * Redistributions in binary form must reproduce the above copyright
 *     notice, this list of conditions and the following disclaimer in the
 *     documentation and/or other materials provided with the distribution.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS"
 * AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE
 * IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE
 * ARE DISCLAIMED.  IN NO EVENT SHALL THE COPYRIGHT OWNER OR CONTRIBUTORS BE
 * LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR
 * CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF
 * SUBSTITUTE GOODS OR SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS
 * INTERRUPTION) HOWEVER CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN
 * CONTRACT, STRICT LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE)
 * ARISING IN ANY WAY OUT OF THE USE OF THIS SOFTWARE, EVEN IF ADVISED OF THE
 * POSSIBILITY OF SUCH DAMAGE.
 */

#ifndef RANDOM_INC_H
#define RANDOM_INC_H


#if defined(STANDALONE)
  #if defined(_MSC_VER)
    #include <limits.h>
    #include "windows/stdint.h"
  #elif defined (IA32_ARCH)
    #include "stdint_ia32.h"
  #elif defined (IA64_ARCH)
    #include "stdint_ia64.h"
  #elif defined (MSP430)
    #include "stdint_msp430.h"
  #elif defined (AVR_ARCH)
    #include "stdint_avr.h"
  #else
    #include "stdint_ia32.h"
  #endif
#else
  #include <limits.h>
  #if defined(_MSC_VER)
    #include "windows/stdint.h"
  #else
    #include <stdint.h>
  #endif
#endif

#include <assert.h>

/*****************************************************************************/

#ifndef DEPUTY
#define COUNT(n)
#define TC
#define SAFE
#endif

/*****************************************************************************/

#ifdef LOG_WRAPPERS
#include "wrapper.h"
char __failed_checks[N_WRAP+1];
char __executed_checks[N_WRAP+1];
#define UNDEFINED(__val) (__failed_checks[index]=1,(__val))
#define LOG_INDEX , int index
#define LOG_EXEC __executed_checks[index]=1;
#else
#define UNDEFINED(__val) (__val)
#define LOG_INDEX
#define LOG_EXEC
#endif

#if defined(AVR_ARCH)
#include "platform_avr.h"
#elif defined (MSP430)
#include "platform_msp430.h"
#else
/* begin platform_generic.h (inlined by ccfuzz) */
/* -*- mode: C -*-
 *
 * Copyright (c) 2007, 2008, 2011, 2013 The University of Utah
 * All rights reserved.
 *
 * This file is part of `csmith', a random generator of C programs.
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 *   * Redistributions of source code must retain the above copyright notice,
 *     this list of conditions and the following disclaimer.
 *
 *   * Redistributions in binary form must reproduce the above copyright
 *     notice, this list of conditions and the following disclaimer in the
 *     documentation and/or other materials provided with the distribution.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS"
 * AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE
 * IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE
 * ARE DISCLAIMED.  IN NO EVENT SHALL THE COPYRIGHT OWNER OR CONTRIBUTORS BE
 * LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR
 * CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF
 * SUBSTITUTE GOODS OR SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS
 * INTERRUPTION) HOWEVER CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN
 * CONTRACT, STRICT LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE)
 * ARISING IN ANY WAY OUT OF THE USE OF THIS SOFTWARE, EVEN IF ADVISED OF THE
 * POSSIBILITY OF SUCH DAMAGE.
 */

#ifndef PLATFORM_GENERIC_H
#define PLATFORM_GENERIC_H

/*****************************************************************************/

#ifdef STANDALONE
extern int printf (const char *, ...);
#else
#include <stdio.h>
#endif

static void
platform_main_begin(void)
{
	/* Nothing to do. */
}

static void
platform_main_end(uint32_t crc, int flag)
{
#if defined (__FRAMAC)
    Frama_C_dump_assert_each();
#endif

#ifndef NOT_PRINT_CHECKSUM
	printf ("checksum = %X\n", crc);
#endif

#if defined (LOG_WRAPPERS)
	{
		int i, first;

		printf ("executed wrappers: ");
		first = 1;
		for (i=1; i<N_WRAP+1; i++) {
			if (__executed_checks[i]) {
				if (!first) {
					printf (",");
				} else {
					first = 0;
				}
				printf ("%d", i);
			}
		}
		printf ("\n");

		printf ("dead wrappers: ");
		first = 1;
		for (i=1; i<N_WRAP+1; i++) {
			if (!__executed_checks[i]) {
				if (!first) {
					printf (",");
				} else {
					first = 0;
				}
				printf ("%d", i);
			}
		}
		printf ("\n");

		printf ("wrappers that failed at least once: ");
		first = 1;
		for (i=1; i<N_WRAP+1; i++) {
			if (__failed_checks[i]) {
				if (!first) {
					printf (",");
				} else {
					first = 0;
				}
				printf ("%d", i);
			}
		}
		printf ("\n");

		printf ("wrappers that never failed (or never executed): ");
		first = 1;
		for (i=1; i<N_WRAP+1; i++) {
			if (!__failed_checks[i]) {
				if (!first) {
					printf (",");
				} else {
					first = 0;
				}
				printf ("%d", i);
			}
		}
		printf ("\n");
	}
#endif
}

#define MB (1<<20)

/*****************************************************************************/

#endif /* PLATFORM_GENERIC_H */

/*
 * Local Variables:
 * c-basic-offset: 4
 * tab-width: 4
 * End:
 */

/* End of file. */

/* end platform_generic.h */
#endif

#define STATIC static

#if defined (USE_MATH_MACROS_NOTMP)
#include "safe_math_macros_notmp.h"
#elif defined (USE_MATH_MACROS)
#include "safe_math_macros.h"
#else
#define FUNC_NAME(x) (safe_##x)
/* begin safe_math.h (inlined by ccfuzz) */

#ifndef SAFE_MATH_H
#define SAFE_MATH_H









STATIC int8_t
FUNC_NAME(unary_minus_func_int8_t_s)(int8_t si LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
#if (INT8_MAX>=INT_MAX)
    (si==INT8_MIN) ?
    (UNDEFINED(si)) :
#endif
#endif
    -si;
}

STATIC int8_t
FUNC_NAME(add_func_int8_t_s_s)(int8_t si1, int8_t si2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
#if (INT8_MAX>=INT_MAX)
    (((si1>0) && (si2>0) && (si1 > (INT8_MAX-si2))) || ((si1<0) && (si2<0) && (si1 < (INT8_MIN-si2)))) ?
    (UNDEFINED(si1)) :
#endif
#endif
    (si1 + si2);
}

STATIC int8_t
FUNC_NAME(sub_func_int8_t_s_s)(int8_t si1, int8_t si2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
#if (INT8_MAX>=INT_MAX)
    (((si1^si2) & (((si1 ^ ((si1^si2) & (~INT8_MAX)))-si2)^si2)) < 0) ? 
    (UNDEFINED(si1)) : 
#endif
#endif
    (si1 - si2);
}

STATIC int8_t
FUNC_NAME(mul_func_int8_t_s_s)(int8_t si1, int8_t si2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
#if (INT8_MAX>=INT_MAX)
    (((si1 > 0) && (si2 > 0) && (si1 > (INT8_MAX / si2))) || ((si1 > 0) && (si2 <= 0) && (si2 < (INT8_MIN / si1))) || ((si1 <= 0) && (si2 > 0) && (si1 < (INT8_MIN / si2))) || ((si1 <= 0) && (si2 <= 0) && (si1 != 0) && (si2 < (INT8_MAX / si1)))) ? 
    (UNDEFINED(si1)) : 
#endif
#endif
    si1 * si2;
}

STATIC int8_t
FUNC_NAME(mod_func_int8_t_s_s)(int8_t si1, int8_t si2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((si2 == 0) || ((si1 == INT8_MIN) && (si2 == (-1)))) ? 
    (UNDEFINED(si1)) : 
#endif
    (si1 % si2);
}

STATIC int8_t
FUNC_NAME(div_func_int8_t_s_s)(int8_t si1, int8_t si2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((si2 == 0) || ((si1 == INT8_MIN) && (si2 == (-1)))) ? 
    (UNDEFINED(si1)) : 
#endif
    (si1 / si2);
}

STATIC int8_t
FUNC_NAME(lshift_func_int8_t_s_s)(int8_t left, int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32) || (left > (INT8_MAX >> ((int)right)))) ? 
    (UNDEFINED(left)) : 
#endif
    (left << ((int)right));
}

STATIC int8_t
FUNC_NAME(lshift_func_int8_t_s_u)(int8_t left, unsigned int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((left < 0) || (((unsigned int)right) >= 32) || (left > (INT8_MAX >> ((unsigned int)right)))) ? 
    (UNDEFINED(left)) : 
#endif
    (left << ((unsigned int)right));
}

STATIC int8_t
FUNC_NAME(rshift_func_int8_t_s_s)(int8_t left, int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))? 
    (UNDEFINED(left)) : 
#endif
    (left >> ((int)right));
}

STATIC int8_t
FUNC_NAME(rshift_func_int8_t_s_u)(int8_t left, unsigned int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((left < 0) || (((unsigned int)right) >= 32)) ? 
    (UNDEFINED(left)) : 
#endif
    (left >> ((unsigned int)right));
}



STATIC int16_t
FUNC_NAME(unary_minus_func_int16_t_s)(int16_t si LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
#if (INT16_MAX>=INT_MAX)
    (si==INT16_MIN) ?
    (UNDEFINED(si)) :
#endif
#endif
    -si;
}

STATIC int16_t
FUNC_NAME(add_func_int16_t_s_s)(int16_t si1, int16_t si2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
#if (INT16_MAX>=INT_MAX)
    (((si1>0) && (si2>0) && (si1 > (INT16_MAX-si2))) || ((si1<0) && (si2<0) && (si1 < (INT16_MIN-si2)))) ?
    (UNDEFINED(si1)) :
#endif
#endif
    (si1 + si2);
}

STATIC int16_t
FUNC_NAME(sub_func_int16_t_s_s)(int16_t si1, int16_t si2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
#if (INT16_MAX>=INT_MAX)
    (((si1^si2) & (((si1 ^ ((si1^si2) & (~INT16_MAX)))-si2)^si2)) < 0) ? 
    (UNDEFINED(si1)) : 
#endif
#endif
    (si1 - si2);
}

STATIC int16_t
FUNC_NAME(mul_func_int16_t_s_s)(int16_t si1, int16_t si2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
#if (INT16_MAX>=INT_MAX)
    (((si1 > 0) && (si2 > 0) && (si1 > (INT16_MAX / si2))) || ((si1 > 0) && (si2 <= 0) && (si2 < (INT16_MIN / si1))) || ((si1 <= 0) && (si2 > 0) && (si1 < (INT16_MIN / si2))) || ((si1 <= 0) && (si2 <= 0) && (si1 != 0) && (si2 < (INT16_MAX / si1)))) ? 
    (UNDEFINED(si1)) : 
#endif
#endif
    si1 * si2;
}

STATIC int16_t
FUNC_NAME(mod_func_int16_t_s_s)(int16_t si1, int16_t si2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((si2 == 0) || ((si1 == INT16_MIN) && (si2 == (-1)))) ? 
    (UNDEFINED(si1)) : 
#endif
    (si1 % si2);
}

STATIC int16_t
FUNC_NAME(div_func_int16_t_s_s)(int16_t si1, int16_t si2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((si2 == 0) || ((si1 == INT16_MIN) && (si2 == (-1)))) ? 
    (UNDEFINED(si1)) : 
#endif
    (si1 / si2);
}

STATIC int16_t
FUNC_NAME(lshift_func_int16_t_s_s)(int16_t left, int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32) || (left > (INT16_MAX >> ((int)right)))) ? 
    (UNDEFINED(left)) : 
#endif
    (left << ((int)right));
}

STATIC int16_t
FUNC_NAME(lshift_func_int16_t_s_u)(int16_t left, unsigned int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((left < 0) || (((unsigned int)right) >= 32) || (left > (INT16_MAX >> ((unsigned int)right)))) ? 
    (UNDEFINED(left)) : 
#endif
    (left << ((unsigned int)right));
}

STATIC int16_t
FUNC_NAME(rshift_func_int16_t_s_s)(int16_t left, int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))? 
    (UNDEFINED(left)) : 
#endif
    (left >> ((int)right));
}

STATIC int16_t
FUNC_NAME(rshift_func_int16_t_s_u)(int16_t left, unsigned int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((left < 0) || (((unsigned int)right) >= 32)) ? 
    (UNDEFINED(left)) : 
#endif
    (left >> ((unsigned int)right));
}



STATIC int32_t
FUNC_NAME(unary_minus_func_int32_t_s)(int32_t si LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
#if (INT32_MAX>=INT_MAX)
    (si==INT32_MIN) ?
    (UNDEFINED(si)) :
#endif
#endif
    -si;
}

STATIC int32_t
FUNC_NAME(add_func_int32_t_s_s)(int32_t si1, int32_t si2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
#if (INT32_MAX>=INT_MAX)
    (((si1>0) && (si2>0) && (si1 > (INT32_MAX-si2))) || ((si1<0) && (si2<0) && (si1 < (INT32_MIN-si2)))) ?
    (UNDEFINED(si1)) :
#endif
#endif
    (si1 + si2);
}

STATIC int32_t
FUNC_NAME(sub_func_int32_t_s_s)(int32_t si1, int32_t si2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
#if (INT32_MAX>=INT_MAX)
    (((si1^si2) & (((si1 ^ ((si1^si2) & (~INT32_MAX)))-si2)^si2)) < 0) ? 
    (UNDEFINED(si1)) : 
#endif
#endif
    (si1 - si2);
}

STATIC int32_t
FUNC_NAME(mul_func_int32_t_s_s)(int32_t si1, int32_t si2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
#if (INT32_MAX>=INT_MAX)
    (((si1 > 0) && (si2 > 0) && (si1 > (INT32_MAX / si2))) || ((si1 > 0) && (si2 <= 0) && (si2 < (INT32_MIN / si1))) || ((si1 <= 0) && (si2 > 0) && (si1 < (INT32_MIN / si2))) || ((si1 <= 0) && (si2 <= 0) && (si1 != 0) && (si2 < (INT32_MAX / si1)))) ? 
    (UNDEFINED(si1)) : 
#endif
#endif
    si1 * si2;
}

STATIC int32_t
FUNC_NAME(mod_func_int32_t_s_s)(int32_t si1, int32_t si2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((si2 == 0) || ((si1 == INT32_MIN) && (si2 == (-1)))) ? 
    (UNDEFINED(si1)) : 
#endif
    (si1 % si2);
}

STATIC int32_t
FUNC_NAME(div_func_int32_t_s_s)(int32_t si1, int32_t si2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((si2 == 0) || ((si1 == INT32_MIN) && (si2 == (-1)))) ? 
    (UNDEFINED(si1)) : 
#endif
    (si1 / si2);
}

STATIC int32_t
FUNC_NAME(lshift_func_int32_t_s_s)(int32_t left, int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32) || (left > (INT32_MAX >> ((int)right)))) ? 
    (UNDEFINED(left)) : 
#endif
    (left << ((int)right));
}

STATIC int32_t
FUNC_NAME(lshift_func_int32_t_s_u)(int32_t left, unsigned int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((left < 0) || (((unsigned int)right) >= 32) || (left > (INT32_MAX >> ((unsigned int)right)))) ? 
    (UNDEFINED(left)) : 
#endif
    (left << ((unsigned int)right));
}

STATIC int32_t
FUNC_NAME(rshift_func_int32_t_s_s)(int32_t left, int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))? 
    (UNDEFINED(left)) : 
#endif
    (left >> ((int)right));
}

STATIC int32_t
FUNC_NAME(rshift_func_int32_t_s_u)(int32_t left, unsigned int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((left < 0) || (((unsigned int)right) >= 32)) ? 
    (UNDEFINED(left)) : 
#endif
    (left >> ((unsigned int)right));
}

#ifndef NO_LONGLONG


STATIC int64_t
FUNC_NAME(unary_minus_func_int64_t_s)(int64_t si LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
#if (INT64_MAX>=INT_MAX)
    (si==INT64_MIN) ?
    (UNDEFINED(si)) :
#endif
#endif
    -si;
}

STATIC int64_t
FUNC_NAME(add_func_int64_t_s_s)(int64_t si1, int64_t si2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
#if (INT64_MAX>=INT_MAX)
    (((si1>0) && (si2>0) && (si1 > (INT64_MAX-si2))) || ((si1<0) && (si2<0) && (si1 < (INT64_MIN-si2)))) ?
    (UNDEFINED(si1)) :
#endif
#endif
    (si1 + si2);
}

STATIC int64_t
FUNC_NAME(sub_func_int64_t_s_s)(int64_t si1, int64_t si2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
#if (INT64_MAX>=INT_MAX)
    (((si1^si2) & (((si1 ^ ((si1^si2) & (~INT64_MAX)))-si2)^si2)) < 0) ? 
    (UNDEFINED(si1)) : 
#endif
#endif
    (si1 - si2);
}

STATIC int64_t
FUNC_NAME(mul_func_int64_t_s_s)(int64_t si1, int64_t si2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
#if (INT64_MAX>=INT_MAX)
    (((si1 > 0) && (si2 > 0) && (si1 > (INT64_MAX / si2))) || ((si1 > 0) && (si2 <= 0) && (si2 < (INT64_MIN / si1))) || ((si1 <= 0) && (si2 > 0) && (si1 < (INT64_MIN / si2))) || ((si1 <= 0) && (si2 <= 0) && (si1 != 0) && (si2 < (INT64_MAX / si1)))) ? 
    (UNDEFINED(si1)) : 
#endif
#endif
    si1 * si2;
}

STATIC int64_t
FUNC_NAME(mod_func_int64_t_s_s)(int64_t si1, int64_t si2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((si2 == 0) || ((si1 == INT64_MIN) && (si2 == (-1)))) ? 
    (UNDEFINED(si1)) : 
#endif
    (si1 % si2);
}

STATIC int64_t
FUNC_NAME(div_func_int64_t_s_s)(int64_t si1, int64_t si2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((si2 == 0) || ((si1 == INT64_MIN) && (si2 == (-1)))) ? 
    (UNDEFINED(si1)) : 
#endif
    (si1 / si2);
}

STATIC int64_t
FUNC_NAME(lshift_func_int64_t_s_s)(int64_t left, int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32) || (left > (INT64_MAX >> ((int)right)))) ? 
    (UNDEFINED(left)) : 
#endif
    (left << ((int)right));
}

STATIC int64_t
FUNC_NAME(lshift_func_int64_t_s_u)(int64_t left, unsigned int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((left < 0) || (((unsigned int)right) >= 32) || (left > (INT64_MAX >> ((unsigned int)right)))) ? 
    (UNDEFINED(left)) : 
#endif
    (left << ((unsigned int)right));
}

STATIC int64_t
FUNC_NAME(rshift_func_int64_t_s_s)(int64_t left, int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))? 
    (UNDEFINED(left)) : 
#endif
    (left >> ((int)right));
}

STATIC int64_t
FUNC_NAME(rshift_func_int64_t_s_u)(int64_t left, unsigned int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((left < 0) || (((unsigned int)right) >= 32)) ? 
    (UNDEFINED(left)) : 
#endif
    (left >> ((unsigned int)right));
}

#endif





STATIC uint8_t
FUNC_NAME(unary_minus_func_uint8_t_u)(uint8_t ui LOG_INDEX)
{
  LOG_EXEC
  return -ui;
}

STATIC uint8_t
FUNC_NAME(add_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 LOG_INDEX)
{
  LOG_EXEC
  return ui1 + ui2;
}

STATIC uint8_t
FUNC_NAME(sub_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 LOG_INDEX)
{
  LOG_EXEC
  return ui1 - ui2;
}

STATIC uint8_t
FUNC_NAME(mul_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 LOG_INDEX)
{
  LOG_EXEC
  return ((unsigned int)ui1) * ((unsigned int)ui2);
}

STATIC uint8_t
FUNC_NAME(mod_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    (ui2 == 0) ? 
    (UNDEFINED(ui1)) : 
#endif
    (ui1 % ui2);
}

STATIC uint8_t
FUNC_NAME(div_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    (ui2 == 0) ? 
    (UNDEFINED(ui1)) : 
#endif
    (ui1 / ui2);
}

STATIC uint8_t
FUNC_NAME(lshift_func_uint8_t_u_s)(uint8_t left, int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((((int)right) < 0) || (((int)right) >= 32) || (left > (UINT8_MAX >> ((int)right)))) ? 
    (UNDEFINED(left)) : 
#endif
    (left << ((int)right));
}

STATIC uint8_t
FUNC_NAME(lshift_func_uint8_t_u_u)(uint8_t left, unsigned int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((((unsigned int)right) >= 32) || (left > (UINT8_MAX >> ((unsigned int)right)))) ? 
    (UNDEFINED(left)) : 
#endif
    (left << ((unsigned int)right));
}

STATIC uint8_t
FUNC_NAME(rshift_func_uint8_t_u_s)(uint8_t left, int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((((int)right) < 0) || (((int)right) >= 32)) ? 
    (UNDEFINED(left)) : 
#endif
    (left >> ((int)right));
}

STATIC uint8_t
FUNC_NAME(rshift_func_uint8_t_u_u)(uint8_t left, unsigned int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    (((unsigned int)right) >= 32) ? 
    (UNDEFINED(left)) : 
#endif
    (left >> ((unsigned int)right));
}



STATIC uint16_t
FUNC_NAME(unary_minus_func_uint16_t_u)(uint16_t ui LOG_INDEX)
{
  LOG_EXEC
  return -ui;
}

STATIC uint16_t
FUNC_NAME(add_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 LOG_INDEX)
{
  LOG_EXEC
  return ui1 + ui2;
}

STATIC uint16_t
FUNC_NAME(sub_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 LOG_INDEX)
{
  LOG_EXEC
  return ui1 - ui2;
}

STATIC uint16_t
FUNC_NAME(mul_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 LOG_INDEX)
{
  LOG_EXEC
  return ((unsigned int)ui1) * ((unsigned int)ui2);
}

STATIC uint16_t
FUNC_NAME(mod_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    (ui2 == 0) ? 
    (UNDEFINED(ui1)) : 
#endif
    (ui1 % ui2);
}

STATIC uint16_t
FUNC_NAME(div_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    (ui2 == 0) ? 
    (UNDEFINED(ui1)) : 
#endif
    (ui1 / ui2);
}

STATIC uint16_t
FUNC_NAME(lshift_func_uint16_t_u_s)(uint16_t left, int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((((int)right) < 0) || (((int)right) >= 32) || (left > (UINT16_MAX >> ((int)right)))) ? 
    (UNDEFINED(left)) : 
#endif
    (left << ((int)right));
}

STATIC uint16_t
FUNC_NAME(lshift_func_uint16_t_u_u)(uint16_t left, unsigned int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((((unsigned int)right) >= 32) || (left > (UINT16_MAX >> ((unsigned int)right)))) ? 
    (UNDEFINED(left)) : 
#endif
    (left << ((unsigned int)right));
}

STATIC uint16_t
FUNC_NAME(rshift_func_uint16_t_u_s)(uint16_t left, int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((((int)right) < 0) || (((int)right) >= 32)) ? 
    (UNDEFINED(left)) : 
#endif
    (left >> ((int)right));
}

STATIC uint16_t
FUNC_NAME(rshift_func_uint16_t_u_u)(uint16_t left, unsigned int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    (((unsigned int)right) >= 32) ? 
    (UNDEFINED(left)) : 
#endif
    (left >> ((unsigned int)right));
}



STATIC uint32_t
FUNC_NAME(unary_minus_func_uint32_t_u)(uint32_t ui LOG_INDEX)
{
  LOG_EXEC
  return -ui;
}

STATIC uint32_t
FUNC_NAME(add_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 LOG_INDEX)
{
  LOG_EXEC
  return ui1 + ui2;
}

STATIC uint32_t
FUNC_NAME(sub_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 LOG_INDEX)
{
  LOG_EXEC
  return ui1 - ui2;
}

STATIC uint32_t
FUNC_NAME(mul_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 LOG_INDEX)
{
  LOG_EXEC
  return ((unsigned int)ui1) * ((unsigned int)ui2);
}

STATIC uint32_t
FUNC_NAME(mod_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    (ui2 == 0) ? 
    (UNDEFINED(ui1)) : 
#endif
    (ui1 % ui2);
}

STATIC uint32_t
FUNC_NAME(div_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    (ui2 == 0) ? 
    (UNDEFINED(ui1)) : 
#endif
    (ui1 / ui2);
}

STATIC uint32_t
FUNC_NAME(lshift_func_uint32_t_u_s)(uint32_t left, int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((((int)right) < 0) || (((int)right) >= 32) || (left > (UINT32_MAX >> ((int)right)))) ? 
    (UNDEFINED(left)) : 
#endif
    (left << ((int)right));
}

STATIC uint32_t
FUNC_NAME(lshift_func_uint32_t_u_u)(uint32_t left, unsigned int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((((unsigned int)right) >= 32) || (left > (UINT32_MAX >> ((unsigned int)right)))) ? 
    (UNDEFINED(left)) : 
#endif
    (left << ((unsigned int)right));
}

STATIC uint32_t
FUNC_NAME(rshift_func_uint32_t_u_s)(uint32_t left, int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((((int)right) < 0) || (((int)right) >= 32)) ? 
    (UNDEFINED(left)) : 
#endif
    (left >> ((int)right));
}

STATIC uint32_t
FUNC_NAME(rshift_func_uint32_t_u_u)(uint32_t left, unsigned int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    (((unsigned int)right) >= 32) ? 
    (UNDEFINED(left)) : 
#endif
    (left >> ((unsigned int)right));
}

#ifndef NO_LONGLONG


STATIC uint64_t
FUNC_NAME(unary_minus_func_uint64_t_u)(uint64_t ui LOG_INDEX)
{
  LOG_EXEC
  return -ui;
}

STATIC uint64_t
FUNC_NAME(add_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 LOG_INDEX)
{
  LOG_EXEC
  return ui1 + ui2;
}

STATIC uint64_t
FUNC_NAME(sub_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 LOG_INDEX)
{
  LOG_EXEC
  return ui1 - ui2;
}

STATIC uint64_t
FUNC_NAME(mul_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 LOG_INDEX)
{
  LOG_EXEC
  return ((unsigned long long)ui1) * ((unsigned long long)ui2);
}

STATIC uint64_t
FUNC_NAME(mod_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    (ui2 == 0) ? 
    (UNDEFINED(ui1)) : 
#endif
    (ui1 % ui2);
}

STATIC uint64_t
FUNC_NAME(div_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    (ui2 == 0) ? 
    (UNDEFINED(ui1)) : 
#endif
    (ui1 / ui2);
}

STATIC uint64_t
FUNC_NAME(lshift_func_uint64_t_u_s)(uint64_t left, int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((((int)right) < 0) || (((int)right) >= 32) || (left > (UINT64_MAX >> ((int)right)))) ? 
    (UNDEFINED(left)) : 
#endif
    (left << ((int)right));
}

STATIC uint64_t
FUNC_NAME(lshift_func_uint64_t_u_u)(uint64_t left, unsigned int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((((unsigned int)right) >= 32) || (left > (UINT64_MAX >> ((unsigned int)right)))) ? 
    (UNDEFINED(left)) : 
#endif
    (left << ((unsigned int)right));
}

STATIC uint64_t
FUNC_NAME(rshift_func_uint64_t_u_s)(uint64_t left, int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    ((((int)right) < 0) || (((int)right) >= 32)) ? 
    (UNDEFINED(left)) : 
#endif
    (left >> ((int)right));
}

STATIC uint64_t
FUNC_NAME(rshift_func_uint64_t_u_u)(uint64_t left, unsigned int right LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE
    (((unsigned int)right) >= 32) ? 
    (UNDEFINED(left)) : 
#endif
    (left >> ((unsigned int)right));
}

#endif




#ifdef __STDC__


STATIC float
FUNC_NAME(add_func_float_f_f)(float sf1, float sf2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE_FLOAT
    (fabsf((0.5f * sf1) + (0.5f * sf2)) > (0.5f * FLT_MAX)) ? 
    UNDEFINED(sf1) :
#endif
    (sf1 + sf2);
}

STATIC float
FUNC_NAME(sub_func_float_f_f)(float sf1, float sf2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE_FLOAT
    (fabsf((0.5f * sf1) - (0.5f * sf2)) > (0.5f * FLT_MAX)) ? 
    UNDEFINED(sf1) :
#endif
    (sf1 - sf2);
}

STATIC float
FUNC_NAME(mul_func_float_f_f)(float sf1, float sf2 LOG_INDEX)
{
  LOG_EXEC
  return
#ifndef UNSAFE_FLOAT
#ifdef __STDC__
    (fabsf((0x1.0p-100f * sf1) * (0x1.0p-28f * sf2)) > (0x1.0p-100f * (0x1.0p-28f * FLT_MAX))) ?
#else
    (fabsf((ldexpf(1.0, -100) * sf1) * (0x1.0p-28f * sf2)) > (ldexpf(1.0, -100) * (0x1.0p-28f * FLT_MAX))) ?
#endif
    UNDEFINED(sf1) :
#endif
    (sf1 * sf2);
}

STATIC float
FUNC_NAME(div_func_float_f_f)(float sf1, float sf2 LOG_INDEX)
{
  LOG_EXEC
  return
#ifndef UNSAFE_FLOAT
#ifdef __STDC__
    ((fabsf(sf2) < 1.0f) && (((sf2 == 0.0f) || (fabsf((0x1.0p-49f * sf1) / (0x1.0p100f * sf2))) > (0x1.0p-100f * (0x1.0p-49f * FLT_MAX))))) ?
#else
    ((fabsf(sf2) < 1.0f) && (((sf2 == 0.0f) || (fabsf((0x1.0p-49f * sf1) / (ldexpf(1.0, 100) * sf2))) > (ldexpf(1.0, -100) * (0x1.0p-49f * FLT_MAX))))) ?
#endif
    UNDEFINED(sf1) :
#endif
    (sf1 / sf2);
}




STATIC double
FUNC_NAME(add_func_double_f_f)(double sf1, double sf2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE_FLOAT
    (fabs((0.5 * sf1) + (0.5 * sf2)) > (0.5 * DBL_MAX)) ? 
    UNDEFINED(sf1) :
#endif
    (sf1 + sf2);
}

STATIC double
FUNC_NAME(sub_func_double_f_f)(double sf1, double sf2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE_FLOAT
    (fabs((0.5 * sf1) - (0.5 * sf2)) > (0.5 * DBL_MAX)) ? 
    UNDEFINED(sf1) :
#endif
    (sf1 - sf2);
}

STATIC double
FUNC_NAME(mul_func_double_f_f)(double sf1, double sf2 LOG_INDEX)
{
  LOG_EXEC
  return
#ifndef UNSAFE_FLOAT
#ifdef __STDC__
    (fabs((0x1.0p-100 * sf1) * (0x1.0p-924 * sf2)) > (0x1.0p-100 * (0x1.0p-924 * DBL_MAX))) ?
#else
    (fabs((ldexp(1.0, -100) * sf1) * (0x1.0p-924 * sf2)) > (ldexp(1.0, -100) * (0x1.0p-924 * DBL_MAX))) ?
#endif
    UNDEFINED(sf1) :
#endif
    (sf1 * sf2);
}

STATIC double
FUNC_NAME(div_func_double_f_f)(double sf1, double sf2 LOG_INDEX)
{
  LOG_EXEC
  return
#ifndef UNSAFE_FLOAT
#ifdef __STDC__
    ((fabs(sf2) < 1.0) && (((sf2 == 0.0) || (fabs((0x1.0p-974 * sf1) / (0x1.0p100 * sf2))) > (0x1.0p-100 * (0x1.0p-974 * DBL_MAX))))) ?
#else
    ((fabs(sf2) < 1.0) && (((sf2 == 0.0) || (fabs((0x1.0p-974 * sf1) / (ldexp(1.0, 100) * sf2))) > (ldexp(1.0, -100) * (0x1.0p-974 * DBL_MAX))))) ?
#endif
    UNDEFINED(sf1) :
#endif
    (sf1 / sf2);
}


#else


STATIC float
FUNC_NAME(add_func_float_f_f)(float sf1, float sf2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE_FLOAT
    (fabsf((0.5f * sf1) + (0.5f * sf2)) > (0.5f * FLT_MAX)) ? 
    UNDEFINED(sf1) :
#endif
    (sf1 + sf2);
}

STATIC float
FUNC_NAME(sub_func_float_f_f)(float sf1, float sf2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE_FLOAT
    (fabsf((0.5f * sf1) - (0.5f * sf2)) > (0.5f * FLT_MAX)) ? 
    UNDEFINED(sf1) :
#endif
    (sf1 - sf2);
}

STATIC float
FUNC_NAME(mul_func_float_f_f)(float sf1, float sf2 LOG_INDEX)
{
  LOG_EXEC
  return
#ifndef UNSAFE_FLOAT
#ifdef __STDC__
    (fabsf((0x1.0p-100f * sf1) * (ldexpf(1.0, -28) * sf2)) > (0x1.0p-100f * (ldexpf(1.0, -28) * FLT_MAX))) ?
#else
    (fabsf((ldexpf(1.0, -100) * sf1) * (ldexpf(1.0, -28) * sf2)) > (ldexpf(1.0, -100) * (ldexpf(1.0, -28) * FLT_MAX))) ?
#endif
    UNDEFINED(sf1) :
#endif
    (sf1 * sf2);
}

STATIC float
FUNC_NAME(div_func_float_f_f)(float sf1, float sf2 LOG_INDEX)
{
  LOG_EXEC
  return
#ifndef UNSAFE_FLOAT
#ifdef __STDC__
    ((fabsf(sf2) < 1.0f) && (((sf2 == 0.0f) || (fabsf((ldexpf(1.0, -49) * sf1) / (0x1.0p100f * sf2))) > (0x1.0p-100f * (ldexpf(1.0, -49) * FLT_MAX))))) ?
#else
    ((fabsf(sf2) < 1.0f) && (((sf2 == 0.0f) || (fabsf((ldexpf(1.0, -49) * sf1) / (ldexpf(1.0, 100) * sf2))) > (ldexpf(1.0, -100) * (ldexpf(1.0, -49) * FLT_MAX))))) ?
#endif
    UNDEFINED(sf1) :
#endif
    (sf1 / sf2);
}




STATIC double
FUNC_NAME(add_func_double_f_f)(double sf1, double sf2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE_FLOAT
    (fabs((0.5 * sf1) + (0.5 * sf2)) > (0.5 * DBL_MAX)) ? 
    UNDEFINED(sf1) :
#endif
    (sf1 + sf2);
}

STATIC double
FUNC_NAME(sub_func_double_f_f)(double sf1, double sf2 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE_FLOAT
    (fabs((0.5 * sf1) - (0.5 * sf2)) > (0.5 * DBL_MAX)) ? 
    UNDEFINED(sf1) :
#endif
    (sf1 - sf2);
}

STATIC double
FUNC_NAME(mul_func_double_f_f)(double sf1, double sf2 LOG_INDEX)
{
  LOG_EXEC
  return
#ifndef UNSAFE_FLOAT
#ifdef __STDC__
    (fabs((0x1.0p-100 * sf1) * (ldexp(1.0, -924) * sf2)) > (0x1.0p-100 * (ldexp(1.0, -924) * DBL_MAX))) ?
#else
    (fabs((ldexp(1.0, -100) * sf1) * (ldexp(1.0, -924) * sf2)) > (ldexp(1.0, -100) * (ldexp(1.0, -924) * DBL_MAX))) ?
#endif
    UNDEFINED(sf1) :
#endif
    (sf1 * sf2);
}

STATIC double
FUNC_NAME(div_func_double_f_f)(double sf1, double sf2 LOG_INDEX)
{
  LOG_EXEC
  return
#ifndef UNSAFE_FLOAT
#ifdef __STDC__
    ((fabs(sf2) < 1.0) && (((sf2 == 0.0) || (fabs((ldexp(1.0, -974) * sf1) / (0x1.0p100 * sf2))) > (0x1.0p-100 * (ldexp(1.0, -974) * DBL_MAX))))) ?
#else
    ((fabs(sf2) < 1.0) && (((sf2 == 0.0) || (fabs((ldexp(1.0, -974) * sf1) / (ldexp(1.0, 100) * sf2))) > (ldexp(1.0, -100) * (ldexp(1.0, -974) * DBL_MAX))))) ?
#endif
    UNDEFINED(sf1) :
#endif
    (sf1 / sf2);
}


#endif




STATIC int32_t
FUNC_NAME(convert_func_float_to_int32_t)(float sf1 LOG_INDEX)
{
  LOG_EXEC
  return 
#ifndef UNSAFE_FLOAT
    ((sf1 <= INT32_MIN) || (sf1 >= INT32_MAX)) ?
    UNDEFINED(INT32_MAX) :
#endif
    ((int32_t)(sf1));
}



#endif

/* end safe_math.h */
#undef FUNC_NAME
#endif

#define INT_BIT (sizeof(int)*CHAR_BIT)
#define _CSMITH_BITFIELD(x) (((x)>INT_BIT)?((x)%INT_BIT):(x))

#ifdef TCC

void* memcpy(void* dest, const void* src, size_t count) {
  char* dst8 = (char*)dest;
  char* src8 = (char*)src;
  
  while (count--) {
    *dst8++ = *src8++;
  }
  return dest;
}

void *memset(void *s, int c, size_t n)
{
    unsigned char* p=s;
    while(n--)
        *p++ = (unsigned char)c;
    return s;
}

#endif

#endif // RANDOM_INC_H

/* end random_inc.h */
static uint32_t crc32_tab[256];
static uint32_t crc32_context = 0xFFFFFFFFUL;

static void 
crc32_gentab (void)
{
	uint32_t crc;
	const uint32_t poly = 0xEDB88320UL;
	int i, j;
	
	for (i = 0; i < 256; i++) {
		crc = i;
		for (j = 8; j > 0; j--) {
			if (crc & 1) {
				crc = (crc >> 1) ^ poly;
			} else {
				crc >>= 1;
			}
		}
		crc32_tab[i] = crc;
	}
}

static void 
crc32_byte (uint8_t b) {
	crc32_context = 
		((crc32_context >> 8) & 0x00FFFFFF) ^ 
		crc32_tab[(crc32_context ^ b) & 0xFF];
}

#if defined(__SPLAT__) || defined(NO_LONGLONG)
static void 
crc32_8bytes (uint32_t val)
{
	crc32_byte ((val>>0) & 0xff);
	crc32_byte ((val>>8) & 0xff);
	crc32_byte ((val>>16) & 0xff);
	crc32_byte ((val>>24) & 0xff);
}

static void 
transparent_crc (uint32_t val, char* vname, int flag)
{
	crc32_8bytes(val);
	if (flag) {
  		printf("...checksum after hashing %s : %X\n", vname, crc32_context ^ 0xFFFFFFFFU);
	}
}
#else
static void 
crc32_8bytes (uint64_t val)
{
	crc32_byte ((val>>0) & 0xff);
	crc32_byte ((val>>8) & 0xff);
	crc32_byte ((val>>16) & 0xff);
	crc32_byte ((val>>24) & 0xff);
	crc32_byte ((val>>32) & 0xff);
	crc32_byte ((val>>40) & 0xff);
	crc32_byte ((val>>48) & 0xff);
	crc32_byte ((val>>56) & 0xff);
}

static void 
transparent_crc (uint64_t val, char* vname, int flag)
{
	crc32_8bytes(val);
	if (flag) {
  		printf("...checksum after hashing %s : %lX\n", vname, crc32_context ^ 0xFFFFFFFFUL);
	}
}

#endif

static void 
transparent_crc_bytes (char *ptr, int nbytes, char* vname, int flag)
{
    int i;
    for (i=0; i<nbytes; i++) {
        crc32_byte(ptr[i]);
    }
	if (flag) {
  		printf("...checksum after hashing %s : %lX\n", vname, crc32_context ^ 0xFFFFFFFFUL);
	}
}

/*****************************************************************************/

#endif

#endif /* RANDOM_RUNTIME_H */

/*
 * Local Variables:
 * c-basic-offset: 4
 * tab-width: 4
 * End:
 */

/* End of file. */

/* end csmith.h */
static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_9 = 0xCDB8FAAA;
static uint32_t g_42 = 1U;
static int32_t g_64 = (-4);
static uint16_t g_65 = 9U;
static int32_t g_72 = 0x64A0F0C0;
static int32_t g_73 = 1;
static uint16_t g_90 = 0x348F;
static uint32_t g_107 = 4294967295U;
static uint16_t g_128 = 65535U;
static int8_t g_139[3] = {0xFB,0xFB,0xFB};
static int32_t g_148 = (-6);
static uint32_t g_149 = 5U;
static int16_t g_185 = 0x878A;
static volatile uint32_t g_203 = 0xE9C12CE4;/* VOLATILE GLOBAL g_203 */
static uint16_t g_205 = 0x42A1;
static int8_t g_212 = 0x4D;
static int32_t g_213[5] = {(-8),(-8),(-8),(-8),(-8)};
static volatile uint32_t g_223 = 0x8535DF79;/* VOLATILE GLOBAL g_223 */
static uint32_t g_229 = 0U;
static int32_t g_244[9][9][1] = {{{(-9)},{0x89C927E8},{0xBFCEA1EC},{(-7)},{0x041E959A},{0xF59378E2},{0xBE17463E},{0x07A8E80D},{(-1)}},{{0x07A8E80D},{0xBE17463E},{0xF59378E2},{0x041E959A},{(-7)},{0xBFCEA1EC},{0x89C927E8},{(-9)},{0xBF69327C}},{{0x30B072DD},{0},{0},{(-8)},{0},{0},{0x30B072DD},{0xBF69327C},{(-9)}},{{0x89C927E8},{0xBFCEA1EC},{(-7)},{0x041E959A},{0xF59378E2},{0xBE17463E},{0x07A8E80D},{(-1)},{0x07A8E80D}},{{0xBE17463E},{0xF59378E2},{1},{0xBF69327C},{0},{0x07A8E80D},{0x041E959A},{1},{(-1)}},{{6},{0xAF14CE29},{0},{0xAF14CE29},{6},{(-1)},{1},{0x041E959A},{0x07A8E80D}},{{0},{0xBF69327C},{1},{(-8)},{0x6AF2F86A},{0xD3978347},{0xBE17463E},{0xD3978347},{0x6AF2F86A}},{{(-8)},{1},{0xBF69327C},{0},{0x07A8E80D},{0x041E959A},{1},{(-1)},{6}},{{0xAF14CE29},{0},{0xAF14CE29},{6},{(-1)},{1},{0x041E959A},{0x07A8E80D},{0}}};
static int8_t g_397 = 5;
static int16_t g_422[1][3][4] = {{{0,0,0xFCAD,0xED38},{0x2166,0xAC8F,0x2166,0xFCAD},{0x2166,0xFCAD,0xFCAD,0x2166}}};
static int8_t g_476 = 0x0B;
static uint32_t g_477 = 1U;
static int16_t g_525 = 1;
static uint32_t g_654 = 0xA643DCFF;
static int32_t g_655 = 0x936F5E38;
static int8_t g_656[4][2] = {{4,8},{4,4},{8,4},{4,8}};
static int8_t g_701 = 0xCE;
static uint32_t g_737 = 0x7FD7FC0B;
static uint32_t g_738 = 4294967295U;
static int8_t g_983 = 0x23;
static int16_t g_1273 = 1;
static uint32_t g_1434 = 0x167FCB20;
static uint16_t g_1508[6][7][4] = {{{5U,1U,0x51F2,65528U},{0x022F,6U,4U,0x4B09},{1U,0x1038,0U,0xDBDF},{65532U,1U,0x1038,0x2432},{0x8242,0x94EA,0U,0x022F},{4U,0x6785,0x5AA9,0x60D2},{1U,9U,0xE5D1,0x1038}},{{65535U,65528U,8U,65535U},{0xDB23,5U,5U,5U},{0x03FE,0x03FE,6U,0U},{0x482F,7U,65528U,0U},{0x4B09,6U,0U,65528U},{8U,6U,65530U,0U},{6U,7U,65535U,0U}},{{65528U,0x03FE,0x2CE9,5U},{65535U,5U,65532U,65535U},{65529U,65528U,0x7136,0x1038},{0U,9U,65533U,0x60D2},{0x9C27,0x6785,0U,0x022F},{0xFE45,0x94EA,0x4B09,0x2432},{65535U,1U,0x5527,0xDBDF}},{{65535U,0x1038,0x3DE5,0x4B09},{0x6332,6U,1U,65528U},{0x6785,1U,0x09B0,0x482F},{0x51F2,1U,0x0AB7,0xB0E4},{0xE5D1,0x7B87,65528U,5U},{0x09B0,4U,0xBB01,0U},{65528U,5U,65535U,1U}},{{65533U,0x2650,5U,0U},{0U,0x5527,65531U,0x5527},{0U,6U,6U,0xFE9C},{0xF73F,0xB253,0x5F65,0x3CC1},{65535U,0x3FDC,0U,65535U},{65535U,0xF73F,0xDC22,0U},{6U,65535U,1U,0x7136}},{{0x022F,4U,0x3FDC,0x3CC1},{0xF73F,65535U,7U,0x7B87},{65528U,0x78AE,0xFE9C,0x8415},{65533U,65535U,0U,0xF73F},{0x8415,0x4B09,0x4A4A,65535U},{65535U,65533U,0x3CC1,0U},{9U,9U,0x8415,0x6785}}};


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static uint16_t  func_4(int16_t  p_5, uint16_t  p_6, int32_t  p_7, int16_t  p_8);
static int16_t  func_18(uint32_t  p_19, uint16_t  p_20);
static uint32_t  func_21(uint32_t  p_22);
static uint32_t  func_27(int16_t  p_28, uint32_t  p_29, int32_t  p_30, int32_t  p_31, int8_t  p_32);
static uint32_t  func_34(uint32_t  p_35, uint32_t  p_36);
static int32_t  func_37(uint32_t  p_38);
static int32_t  func_52(uint16_t  p_53, uint32_t  p_54);
static int32_t  func_55(int32_t  p_56, int32_t  p_57, int8_t  p_58, uint16_t  p_59);
static uint16_t  func_66(uint32_t  p_67, int32_t  p_68, int32_t  p_69, int32_t  p_70);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_9 g_42 g_72 g_73 g_107 g_90 g_128 g_148 g_139 g_203 g_205 g_149 g_212 g_185 g_244 g_213 g_229 g_397 g_422 g_223 g_477 g_476 g_525 g_654 g_656 g_701 g_655 g_738 g_65 g_64 g_983 g_737 g_1434 g_1508 g_1273
 * writes: g_42 g_64 g_65 g_72 g_73 g_90 g_107 g_128 g_139 g_148 g_149 g_185 g_205 g_212 g_213 g_223 g_229 g_244 g_422 g_476 g_477 g_397 g_525 g_655 g_656 g_654 g_737 g_738 g_701 g_1273 g_983 g_1434 g_9 g_1508
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int8_t l_33 = 0x71;
    int8_t l_41 = (-1);
    int32_t l_763 = 6;
    int16_t l_1359 = (-2);
    int32_t l_1458 = 0xF37621BE;
    int16_t l_1464[10];
    int16_t l_1481 = (-4);
    int16_t l_1505 = (-10);
    int16_t l_1545[1][2];
    int i, j;
    for (i = 0; i < 10; i = i + 1)
        l_1464[i] = 0x49EE;
    for (i = 0; i < 1; i = i + 1)
    {
        for (j = 0; j < 2; j = j + 1)
            l_1545[i][j] = 0x4538;
    }
    if (((safe_mul_func_uint16_t_u_u(func_4(g_9, g_9, g_9, ((safe_mul_func_uint16_t_u_u((safe_mul_func_int16_t_s_s((safe_sub_func_uint16_t_u_u(0x4D9E, (l_1359 = ((safe_mul_func_int16_t_s_s(func_18(func_21((safe_mul_func_int16_t_s_s((safe_mod_func_uint32_t_u_u(func_27(l_33, func_34(((l_763 = func_37((l_33 , (safe_sub_func_int32_t_s_s(l_41, 0xCA779041))))) , g_422[0][2][2]), g_9), l_33, g_9, g_701), g_701)), l_41))), g_9), l_41)) != 1)))), 6)), l_41)) , 2)), 0xAD39)) || 1))
    { /* block id: 583 */
        int32_t l_1408 = 1;
        int32_t l_1421 = 1;
        int32_t l_1436 = 0;
        if ((g_397 < g_212))
        { /* block id: 584 */
            int8_t l_1419 = 0;
            int32_t l_1435 = 0xAD7B3266;
            for (g_90 = 0; (g_90 <= 2); g_90 += 1)
            { /* block id: 587 */
                int32_t l_1420 = 9;
                int32_t l_1422 = (-8);
                for (g_983 = 2; (g_983 >= 0); g_983 -= 1)
                { /* block id: 590 */
                    for (l_33 = 0; (l_33 <= 2); l_33 += 1)
                    { /* block id: 593 */
                        int i;
                        if (g_139[l_33])
                            break;
                        if (g_139[g_90])
                            break;
                    }
                }
                l_1422 = ((safe_add_func_int16_t_s_s((((l_763 = (0U || (((l_1408 = (g_148 <= (l_1408 >= (g_244[3][2][0] = ((safe_sub_func_uint16_t_u_u(((g_422[0][2][2] , (((((l_1408 , (safe_rshift_func_uint16_t_u_u(((safe_mul_func_uint16_t_u_u((l_1420 = (safe_mod_func_uint32_t_u_u((safe_mod_func_uint16_t_u_u((l_33 && l_1359), l_1419)), (g_185 , g_477)))), 0xF877)) == 7), l_1419))) != 65533U) || l_1419) <= 0x9D5AE044) <= 0x4A199414)) <= l_1359), l_763)) > g_148))))) ^ l_1419) == 0xDB238D68))) > g_139[0]) == g_65), l_41)) | l_1421);
            }
            g_244[1][6][0] = (l_1436 = ((0xA3C6 == g_476) , ((safe_rshift_func_uint16_t_u_u(l_1421, (safe_mul_func_uint16_t_u_u((safe_mod_func_int16_t_s_s((l_1359 <= g_139[0]), (safe_rshift_func_int16_t_s_s(((l_763 = (!((safe_add_func_uint32_t_u_u((((g_525 = (((g_1434 = 1U) , 65530U) >= ((g_656[2][0] , 0xF787) & g_655))) >= l_1408) != 0xF0B1), l_1435)) > l_1408))) == g_656[3][1]), l_1421)))), 0x2B3D)))) & g_213[0])));
        }
        else
        { /* block id: 609 */
            uint32_t l_1459 = 4294967292U;
            g_64 = ((safe_sub_func_int16_t_s_s((g_1273 = l_33), ((g_205 = ((l_1436 ^ 0) , ((!l_41) , g_656[0][1]))) > (safe_add_func_uint16_t_u_u((g_90 = (safe_unary_minus_func_int32_t_s(((safe_sub_func_int16_t_s_s(((safe_add_func_int32_t_s_s((((0xC2E3A521 ^ 8) , ((g_244[7][8][0] = (safe_mul_func_uint16_t_u_u((!(safe_sub_func_uint16_t_u_u((safe_add_func_int16_t_s_s(((safe_lshift_func_uint16_t_u_s((((safe_add_func_uint16_t_u_u(l_1421, ((0xEAE5 || l_1458) , g_422[0][1][1]))) == (-10)) , l_1436), 1)) ^ l_1408), l_1459)), g_213[1]))), l_1408))) <= g_73)) || l_1436), 4294967295U)) <= 0xF3FE7C77), g_64)) != (-6))))), 0U))))) || g_244[2][6][0]);
            for (l_1421 = 3; (l_1421 < (-1)); --l_1421)
            { /* block id: 617 */
                uint32_t l_1480[9] = {4294967295U,0x556D0AD9,4294967295U,0x556D0AD9,4294967295U,0x556D0AD9,4294967295U,0x556D0AD9,4294967295U};
                int32_t l_1507[1][3][7] = {{{0x88F51FEE,0x88F51FEE,0x88F51FEE,0x88F51FEE,0x88F51FEE,0x88F51FEE,0x88F51FEE},{0x39A2C450,0x39A2C450,0x39A2C450,0x39A2C450,0x39A2C450,0x39A2C450,0x39A2C450},{0x88F51FEE,0x88F51FEE,0x88F51FEE,0x88F51FEE,0x88F51FEE,0x88F51FEE,0x88F51FEE}}};
                int i, j, k;
                for (g_65 = 7; (g_65 != 41); g_65 = safe_add_func_int16_t_s_s(g_65, 2))
                { /* block id: 620 */
                    uint16_t l_1465 = 0x091F;
                    int32_t l_1466 = (-6);
                    uint32_t l_1506 = 0xF52B09E0;
                    g_9 = l_1421;
                    if (g_1434)
                    { /* block id: 622 */
                        l_1464[0] = l_1421;
                    }
                    else
                    { /* block id: 624 */
                        int8_t l_1478[5][10] = {{0x02,0x02,7,0,0x04,7,0x04,0,7,0x02},{0x04,0x7A,(-1),0x04,0xE9,0xE9,0x04,(-1),0x7A,0x04},{(-1),0x02,0x7A,0xE9,0x02,0xE9,0x7A,0x02,(-1),(-1)},{0x04,0,7,0x02,0x02,7,0,0x04,7,0x04},{0x02,0x7A,0xE9,0x02,0xE9,0x7A,0x02,(-1),(-1),0x02}};
                        int32_t l_1479 = 0x28BFFA05;
                        int i, j;
                        l_1466 = l_1465;
                        g_244[1][6][0] = (g_9 = (l_1466 , (l_1481 = ((safe_rshift_func_uint16_t_u_u((safe_add_func_int16_t_s_s(g_525, g_397)), 10)) && (7U ^ (safe_mul_func_int16_t_s_s(((((g_148 >= ((l_1466 = g_397) >= ((safe_mul_func_uint16_t_u_u((l_1478[3][2] = ((((-1) & ((~(safe_mul_func_uint16_t_u_u(l_1459, 0U))) > l_1459)) != g_65) && g_1434)), 0x879E)) != 4U))) ^ l_1479) | l_1480[1]) , g_738), g_737)))))));
                    }
                    g_1508[1][1][2] = (safe_mul_func_uint16_t_u_u(((safe_lshift_func_uint16_t_u_s((l_1506 = (0x5C5D <= ((safe_rshift_func_int16_t_s_u(((safe_add_func_uint32_t_u_u(((~(safe_sub_func_uint16_t_u_u(l_41, ((5 ^ (((safe_rshift_func_int16_t_s_u(((l_1465 && (safe_rshift_func_uint16_t_u_u(0U, 13))) && g_148), ((safe_rshift_func_uint16_t_u_s((g_128 = ((safe_mul_func_int16_t_s_s((l_1465 <= (g_139[0] ^ (safe_lshift_func_int16_t_s_s((safe_sub_func_int32_t_s_s((((g_244[1][6][0] || 0) == 65529U) != l_1480[2]), l_1421)), l_1459)))), (-8))) == g_656[3][1])), 11)) , l_1459))) , g_212) >= l_1464[2])) ^ 0U)))) > l_1466), l_1505)) & g_1434), 10)) & g_476))), 15)) > l_1507[0][1][6]), 0xEB42));
                    for (g_205 = 0; (g_205 <= 9); g_205 += 1)
                    { /* block id: 637 */
                        int32_t l_1546 = 0;
                        int32_t l_1547 = 0;
                        int i;
                        if (g_213[4])
                            break;
                        l_1547 = (safe_add_func_uint32_t_u_u(((safe_mod_func_int32_t_s_s(0x69336B63, ((safe_add_func_int32_t_s_s(((safe_lshift_func_uint16_t_u_s((safe_add_func_int16_t_s_s(((g_1434 ^ 0x3110) | ((safe_sub_func_uint32_t_u_u((safe_mod_func_int32_t_s_s((safe_mul_func_int16_t_s_s(((safe_add_func_uint16_t_u_u(((l_1546 = (((safe_rshift_func_uint16_t_u_u((safe_add_func_int16_t_s_s(((((safe_add_func_uint32_t_u_u(l_1480[1], 1U)) || ((safe_sub_func_uint32_t_u_u((safe_lshift_func_int16_t_s_s(((((!((l_1507[0][1][6] = (((safe_sub_func_int32_t_s_s(((safe_rshift_func_int16_t_s_u((l_1458 = (l_763 = (!(g_107 , (((safe_add_func_int16_t_s_s(((l_1545[0][1] & ((((g_525 <= (l_1464[g_205] = g_203)) && l_1480[1]) , l_1421) == g_139[0])) < g_139[0]), l_1546)) || l_1459) >= l_1545[0][0]))))), 11)) & 0x047A0FC7), g_213[4])) < l_1545[0][1]) & g_139[0])) , g_148)) && g_42) && 0xBF81) >= l_1480[2]), 8)), 4294967293U)) && l_1506)) && g_139[1]) || 65531U), 0x52CD)), 6)) == g_477) <= 0x0606AC7A)) , l_1465), g_656[0][0])) != l_1547), 0x5C2E)), g_477)), g_139[0])) > l_1459)), g_212)), l_1436)) , l_1459), 0x38518302)) || l_1459))) , 0x1E2317DB), 4U));
                        g_64 = (-3);
                        return g_90;
                    }
                }
            }
            return g_244[1][6][0];
        }
    }
    else
    { /* block id: 652 */
        int8_t l_1548 = 0;
        int32_t l_1563 = 0x3BFFCDD0;
        int32_t l_1564 = (-5);
        int16_t l_1590 = (-1);
        int32_t l_1618 = 0x13331BDB;
        for (g_701 = 0; (g_701 <= 2); g_701 += 1)
        { /* block id: 655 */
            int32_t l_1617[4] = {0xAF312EDA,0xAF312EDA,0xAF312EDA,0xAF312EDA};
            int32_t l_1629 = 0xE3EF8470;
            int32_t l_1631 = 4;
            int i;
            l_1548 = g_139[g_701];
            l_1458 = g_139[g_701];
            if (g_139[g_701])
                continue;
            for (g_185 = 0; (g_185 <= 0); g_185 += 1)
            { /* block id: 661 */
                int16_t l_1555[9] = {0x718B,(-1),0x718B,(-1),0x718B,(-1),0x718B,(-1),0x718B};
                int32_t l_1593 = 0xC06A47DB;
                uint32_t l_1600 = 0xD53D9E9C;
                int16_t l_1619 = (-1);
                int32_t l_1662 = 0xE7E1CA46;
                int i;
                l_1564 = (l_1563 = (safe_lshift_func_int16_t_s_u((((g_422[0][2][2] = 0xDB6F) > (safe_rshift_func_uint16_t_u_s(g_128, 11))) == 0x671C), (((((((safe_lshift_func_uint16_t_u_s(0U, l_1555[8])) && ((!(safe_rshift_func_int16_t_s_s((safe_rshift_func_int16_t_s_s(g_1434, 10)), 4))) & (l_1548 != g_139[g_701]))) <= ((((g_525 = (safe_mod_func_int16_t_s_s((g_64 , g_73), l_1555[2]))) && g_90) < g_701) > g_149)) , g_229) <= 0xFBAF) > g_139[g_701]) , 0x0D26))));
                g_244[1][6][0] = (safe_unary_minus_func_uint16_t_u((!(safe_mod_func_uint16_t_u_u(0U, (safe_rshift_func_uint16_t_u_s((l_1564 || ((safe_lshift_func_uint16_t_u_u(((g_139[g_701] != (safe_lshift_func_int16_t_s_s((((g_107 > (safe_sub_func_int32_t_s_s(((((safe_rshift_func_uint16_t_u_u((safe_sub_func_int32_t_s_s((safe_mul_func_int16_t_s_s((((((4294967289U > 2) >= g_655) == (safe_add_func_uint32_t_u_u((l_1458 < (g_422[0][0][0] = ((safe_mod_func_int32_t_s_s(((safe_rshift_func_int16_t_s_s((!(g_212 == g_1434)), g_525)) ^ l_1464[6]), 0x5248D67F)) == 0xFD82))), g_139[g_701]))) | g_90) && g_205), 0xFCBF)), 0xC98F95DE)), 8)) > 4294967286U) , 0xFA1E) != g_139[g_701]), g_139[g_701]))) ^ l_1563) & 1), 10))) >= g_229), l_1590)) || g_229)), 11)))))));
                for (g_149 = 0; (g_149 <= 0); g_149 += 1)
                { /* block id: 670 */
                    uint32_t l_1626[2][8] = {{0U,0U,0xA41C5888,0xA41C5888,0U,0U,0xA41C5888,0xA41C5888},{0U,0U,0xA41C5888,0xA41C5888,0U,0U,0xA41C5888,0xA41C5888}};
                    int32_t l_1630 = 0x382ED46C;
                    int i, j, k;
                    for (l_1548 = 8; (l_1548 >= 2); l_1548 -= 1)
                    { /* block id: 673 */
                        int32_t l_1596 = (-7);
                        int i, j, k;
                        g_244[0][6][0] = (g_244[(g_149 + 7)][(g_185 + 6)][g_149] >= (((((l_1600 = ((((((safe_rshift_func_int16_t_s_u(l_1593, 2)) , (l_1596 = (((safe_lshift_func_int16_t_s_s(g_139[g_701], 7)) ^ 0x29703089) ^ (l_1555[4] & 0x8A1FF8F2)))) <= (safe_rshift_func_uint16_t_u_u(l_1548, 13))) < (7 && ((((~l_1481) & 0x630F) , 0x9ED9ACCA) , 0xA571DEBA))) >= g_42) < 0xDA46)) && g_1434) || g_654) < g_983) != l_1563));
                    }
                    g_244[0][5][0] = (((safe_add_func_int32_t_s_s((safe_sub_func_uint16_t_u_u(((l_1618 = (((g_244[(g_185 + 2)][g_149][g_149] & ((((g_244[(g_185 + 2)][g_149][g_149] || (l_763 & (g_244[(g_185 + 2)][g_149][g_149] <= (((((l_1564 = ((-9) & ((safe_sub_func_uint16_t_u_u(((((g_1434 = g_107) < (g_655 = ((safe_sub_func_uint32_t_u_u(((0x60D3057A == ((l_1563 = (((g_654 = (l_1617[3] = (safe_mod_func_int32_t_s_s((safe_lshift_func_int16_t_s_u((safe_mul_func_int16_t_s_s((safe_sub_func_int16_t_s_s(g_244[(g_185 + 2)][g_149][g_149], (0x4BF2EB64 > g_185))), l_1545[0][0])), g_148)), g_139[g_701])))) & 0x8DEF05B8) , l_1617[3])) >= 0xD2A8A215)) , 0x7B44D78D), g_213[1])) | g_64))) | g_656[3][0]) || g_1508[1][5][3]), g_244[(g_185 + 2)][g_149][g_149])) , 0))) , g_656[3][0]) || 0xD902) , 0xCC9B2FD3) < g_205)))) ^ g_139[g_701]) >= g_185) >= g_205)) < 1U) || l_1617[0])) ^ l_33), g_139[g_701])), 0x5E48CC74)) == g_139[g_701]) | l_1619);
                    for (g_737 = 0; (g_737 <= 0); g_737 += 1)
                    { /* block id: 688 */
                        int i, j;
                        g_655 = 0;
                        if (l_1545[g_185][(g_185 + 1)])
                            break;
                    }
                    for (l_1481 = 0; (l_1481 <= 2); l_1481 += 1)
                    { /* block id: 694 */
                        uint16_t l_1632 = 0x7B7A;
                        int32_t l_1661[1];
                        int i;
                        for (i = 0; i < 1; i = i + 1)
                            l_1661[i] = 0x881C24DD;
                        g_64 = ((g_205 = l_1590) , (((safe_add_func_int32_t_s_s((safe_mod_func_uint32_t_u_u(g_1508[1][1][2], g_244[(g_185 + 2)][g_149][g_149])), ((((l_1631 = (((0xDE707641 | (((l_1629 = ((safe_mod_func_uint16_t_u_u(g_525, l_1626[1][4])) , (g_65 = ((g_1508[4][5][3] < 0x853D) | (l_1617[3] = (safe_add_func_int32_t_s_s(g_983, g_229))))))) & 65535U) >= (-9))) || l_1630) > l_1464[0])) ^ 0xBBAB859E) < l_1632) >= 65531U))) > l_1632) && g_229));
                        l_1661[0] = ((safe_add_func_uint32_t_u_u((0x4C2E != (safe_add_func_uint16_t_u_u((safe_add_func_int16_t_s_s((((safe_add_func_int32_t_s_s((((l_1631 | (-6)) > ((safe_lshift_func_uint16_t_u_u((safe_add_func_uint16_t_u_u(g_738, (safe_mod_func_int16_t_s_s((safe_mul_func_int16_t_s_s(((g_244[1][6][0] == ((0x8C10FC9A != ((safe_mul_func_uint16_t_u_u(((((safe_mod_func_int32_t_s_s((g_64 = (-1)), (((safe_lshift_func_uint16_t_u_s((((safe_rshift_func_uint16_t_u_u((safe_rshift_func_int16_t_s_u((safe_lshift_func_int16_t_s_u((g_422[0][0][2] = g_212), 9)), 13)), (((l_1593 != l_1626[1][4]) == g_1434) ^ 0x3FAF))) & 0xA3C1EAA4) == 65535U), 0)) != l_1505) & l_1505))) & g_525) | 0U) < 0x73A86DDC), g_1508[1][1][2])) , l_1590)) && 0)) >= 1), g_139[g_701])), g_1273)))), 6)) , g_701)) || l_1626[0][5]), 8U)) & g_244[(g_185 + 2)][g_149][g_149]) != 0xF7A6), g_244[(g_185 + 2)][g_149][g_149])), g_185))), 1U)) , g_656[3][1]);
                        g_244[6][3][0] = (l_1662 = g_205);
                    }
                }
            }
        }
    }
    for (l_1458 = (-7); (l_1458 <= (-30)); --l_1458)
    { /* block id: 713 */
        uint16_t l_1684 = 0x7B92;
        int32_t l_1685 = 0x8B0730A8;
        l_1685 = ((safe_mod_func_uint16_t_u_u(l_763, g_525)) , ((((l_1684 = (l_763 = ((8 > ((safe_lshift_func_uint16_t_u_u((safe_mul_func_int16_t_s_s(5, (safe_mod_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u((safe_mod_func_int16_t_s_s(l_1458, (safe_add_func_int32_t_s_s(l_1464[0], (((~(safe_sub_func_int32_t_s_s(((safe_mod_func_int32_t_s_s((65535U && g_422[0][2][2]), g_149)) != l_1545[0][1]), g_244[7][0][0]))) == 0) <= l_1458))))), 0x4F1A)), 8)))), 4)) <= 65531U)) != g_212))) | l_1505) < 0xDB462F05) < g_656[2][0]));
        return g_1273;
    }
    return l_1505;
}


/* ------------------------------------------ */
/* 
 * reads : g_65 g_149 g_148 g_107 g_203 g_42 g_655 g_422 g_397 g_738 g_477 g_213 g_654
 * writes: g_64 g_655 g_525 g_244 g_1273
 */
static uint16_t  func_4(int16_t  p_5, uint16_t  p_6, int32_t  p_7, int16_t  p_8)
{ /* block id: 568 */
    uint16_t l_1374[3][8][6] = {{{4U,0x1280,0x1D75,0xC9FF,0x1280,65535U},{4U,0x1D75,0x13D6,65535U,0x1280,0x13D6},{65535U,0x1280,0x13D6,0xC9FF,65535U,65535U},{65535U,0x1D75,0x1D75,65535U,65535U,0x13D6},{4U,0x1280,0x1D75,0xC9FF,0x1280,65535U},{4U,0x1D75,0x13D6,65535U,0x1280,0x13D6},{65535U,0x1280,0x13D6,0xC9FF,65535U,65526U},{0x1280,0U,0U,0x1280,65526U,65535U}},{{65535U,0x4A12,0U,0x1D75,0x4A12,65526U},{65535U,0U,65535U,0x1280,0x4A12,65535U},{0x1280,0x4A12,65535U,0x1D75,65526U,65526U},{0x1280,0U,0U,0x1280,65526U,65535U},{65535U,0x4A12,0U,0x1D75,0x4A12,65526U},{65535U,0U,65535U,0x1280,0x4A12,65535U},{0x1280,0x4A12,65535U,0x1D75,65526U,65526U},{0x1280,0U,0U,0x1280,65526U,65535U}},{{65535U,0x4A12,0U,0x1D75,0x4A12,65526U},{65535U,0U,65535U,0x1280,0x4A12,65535U},{0x1280,0x4A12,65535U,0x1D75,65526U,65526U},{0x1280,0U,0U,0x1280,65526U,65535U},{65535U,0x4A12,0U,0x1D75,0x4A12,65526U},{65535U,0U,65535U,0x1280,0x4A12,65535U},{0x1280,0x4A12,65535U,0x1D75,65526U,65526U},{0x1280,0U,0U,0x1280,65526U,65535U}}};
    uint32_t l_1379 = 1U;
    int32_t l_1389 = 0;
    int32_t l_1394 = (-8);
    uint32_t l_1405 = 0x5C100E1A;
    int i, j, k;
    g_655 = ((-1) != (g_65 ^ (((g_149 && ((((((g_148 & (((((((safe_sub_func_int32_t_s_s(((safe_mod_func_uint16_t_u_u((safe_sub_func_int32_t_s_s((safe_sub_func_int16_t_s_s((0xFE62F789 || (safe_mod_func_uint32_t_u_u((((safe_mul_func_uint16_t_u_u(0xF0C1, (safe_add_func_uint16_t_u_u(((((g_64 = ((4294967287U && 2U) && 0x8022FD9B)) && p_5) , l_1374[0][4][0]) < 7U), l_1374[2][2][5])))) , l_1374[2][5][5]) != 0x2F5FECAC), g_107))), 1U)), 0x03D293C8)), g_203)) == l_1374[0][4][0]), g_42)) , g_203) <= 0xF0021D3E) | g_148) >= 8) || 9) || l_1374[1][7][4])) , l_1374[0][4][0]) ^ p_8) ^ g_42) || p_8) >= l_1374[0][4][0])) > 0xA79A10E9) , 65532U)));
    l_1389 = (((g_525 = p_6) != (((0x8EDB5E58 ^ (safe_mod_func_uint16_t_u_u(1U, p_6))) || ((safe_mod_func_int16_t_s_s(((l_1379 = g_655) ^ ((((safe_lshift_func_uint16_t_u_s(0x81A2, 8)) && (safe_mul_func_int16_t_s_s((p_5 = p_6), (((((~((safe_rshift_func_int16_t_s_s(g_422[0][0][0], 13)) <= (((safe_mul_func_uint16_t_u_u(0xDFDA, 0x270E)) | p_7) == l_1374[0][4][0]))) || 6U) , l_1374[0][4][0]) != 0xAD17) != 0x6517)))) , p_7) == p_6)), l_1374[0][1][1])) ^ 0xF44B)) ^ l_1374[0][4][0])) <= 0x3F1B);
    p_7 = 4;
    g_655 = ((g_1273 = (safe_rshift_func_int16_t_s_u((p_5 = 0), ((((0xA965 && ((((((safe_mod_func_uint32_t_u_u((p_8 && (g_397 , (l_1394 && (((((p_7 = (g_244[1][6][0] = (g_738 | (l_1394 = g_477)))) && (l_1374[1][1][0] && (safe_rshift_func_int16_t_s_u((safe_sub_func_uint16_t_u_u((safe_rshift_func_int16_t_s_s((safe_sub_func_int32_t_s_s((safe_sub_func_uint16_t_u_u((l_1374[0][4][0] > g_213[0]), p_7)), l_1394)), p_8)), 0xF5D2)), l_1374[0][7][4])))) , 6) <= 0x0DAC) | l_1389)))), l_1374[2][0][3])) && (-9)) < 0x2A29) >= g_654) & 0x362A) == l_1379)) | l_1389) < 0x9A72) & l_1374[0][4][0])))) < p_8);
    return l_1405;
}


/* ------------------------------------------ */
/* 
 * reads : g_205
 * writes:
 */
static int16_t  func_18(uint32_t  p_19, uint16_t  p_20)
{ /* block id: 564 */
    int16_t l_1357 = 1;
    int32_t l_1358 = 0x1108D544;
    l_1358 = ((-4) && (safe_rshift_func_int16_t_s_u((l_1357 == 0x115DB3DE), 7)));
    return g_205;
}


/* ------------------------------------------ */
/* 
 * reads : g_229 g_149 g_701 g_212 g_128 g_9 g_90 g_64 g_738 g_422 g_205 g_654 g_42 g_983 g_139 g_397 g_656 g_477 g_72 g_244 g_185 g_148 g_65 g_213 g_655 g_476 g_203 g_73 g_107 g_737 g_525 g_223
 * writes: g_229 g_701 g_212 g_205 g_64 g_244 g_422 g_655 g_397 g_107 g_128 g_737 g_65 g_149 g_148 g_738 g_654 g_1273 g_213
 */
static uint32_t  func_21(uint32_t  p_22)
{ /* block id: 376 */
    int8_t l_924[4][8] = {{(-2),(-3),0xC0,(-1),0x0A,0x0A,(-1),0xC0},{1,1,0xC0,(-5),(-1),0xC9,0,(-2)},{0x0A,0,0x69,1,0x69,0,0x0A,(-2)},{0,0xC9,(-1),(-5),0xC0,1,1,0xC0}};
    int32_t l_928 = 0x39086C62;
    int32_t l_957 = 0x29C5779B;
    uint32_t l_1045 = 4294967294U;
    int32_t l_1207 = 0x25AE12D4;
    int i, j;
    for (g_229 = 0; (g_229 > 3); g_229 = safe_add_func_int32_t_s_s(g_229, 1))
    { /* block id: 379 */
        uint16_t l_944[10][8] = {{0xB24E,0x9883,0x9883,0xB24E,0xC40C,7U,65535U,65533U},{65533U,65526U,65533U,0x57E1,0x1028,65533U,65528U,0x5571},{65530U,65526U,0xB24E,65535U,0x9424,7U,65526U,7U},{0U,0x9883,65526U,0x9883,0U,1U,0x9424,65526U},{8U,0U,0xA234,65533U,65533U,0xE2B8,1U,0x9883},{0x14E1,65535U,0xA234,0xB24E,65528U,65535U,0x9424,0x9424},{65533U,0U,65526U,65526U,0U,65533U,65526U,65533U},{65533U,8U,0x57E1,7U,65530U,0x9E72,8U,0x5571},{65535U,0x14E1,65528U,7U,65533U,0x9883,65530U,65528U},{0xA234,65533U,0xB24E,0U,0xB24E,65533U,0xA234,65535U}};
        int32_t l_954 = 0xF5C45026;
        int32_t l_1028 = 0xE28B91C0;
        int32_t l_1065 = 0xF9BFF355;
        int32_t l_1066 = (-9);
        int i, j;
        l_924[0][7] = (0xFDA06316 <= (safe_unary_minus_func_uint16_t_u((safe_unary_minus_func_int16_t_s(p_22)))));
        if (g_149)
            break;
        for (g_701 = 8; (g_701 <= (-24)); g_701 = safe_sub_func_int16_t_s_s(g_701, 6))
        { /* block id: 384 */
            uint32_t l_927 = 1U;
            uint16_t l_931[1][10] = {{65530U,0x1334,65530U,65530U,0x1334,65530U,65530U,0x1334,65530U,65530U}};
            int32_t l_956[7] = {0,0,0,0,0,0,0};
            int32_t l_1005 = 0xAD7D460F;
            int8_t l_1009[1];
            int32_t l_1021[9][10] = {{1,0xC4A47026,(-1),0x7BE51798,1,0x4456AFB5,0x53FC9E71,(-9),0x7D4AEC12,0},{(-1),0xC4A47026,1,4,0x7D61E314,4,1,0xC4A47026,(-1),0x7BE51798},{1,0xE1D28B4C,1,0,0x53FC9E71,0xC4A47026,0x7D61E314,(-9),(-7),0x49169632},{(-7),4,(-1),0,0,0x49169632,0,0,(-1),4},{1,(-9),1,4,0,1,0xF58A9744,0xCBEAB6CC,0x7D4AEC12,0x49169632},{0,0xCBEAB6CC,(-7),0x7BE51798,0x53FC9E71,1,(-1),1,0x53FC9E71,0x7BE51798},{1,0x1AB3A233,1,1,0x7D61E314,0x49169632,(-1),0x4456AFB5,1,0},{(-7),0xCBEAB6CC,0,0xE1D28B4C,1,0xC4A47026,0xF58A9744,0x4456AFB5,0xF58A9744,0xC4A47026},{1,(-9),1,(-9),1,4,0,1,0xF58A9744,0xCBEAB6CC}};
            int32_t l_1044[7][8][4] = {{{(-5),(-4),(-3),5},{5,1,(-1),(-4)},{(-1),(-1),(-1),(-1)},{5,0x9BFD5E1D,(-3),(-1)},{(-5),1,(-1),0},{(-1),0,(-2),0},{(-1),1,1,(-1)},{0xABE8670A,0x9BFD5E1D,0,(-1)}},{{1,(-1),(-4),(-4)},{1,1,0,5},{0xABE8670A,(-4),1,0x9BFD5E1D},{(-1),(-5),(-2),1},{(-1),(-5),(-1),0x9BFD5E1D},{(-5),(-4),(-3),5},{5,1,(-1),(-4)},{1,(-1),(-1),1}},{{0x9BFD5E1D,1,(-2),(-4)},{5,(-3),(-4),(-5)},{(-4),(-5),0xABE8670A,(-5)},{(-1),(-3),0,(-4)},{(-1),1,(-5),1},{0,(-1),(-1),(-1)},{0,0,(-5),0x9BFD5E1D},{(-1),(-1),0,1}},{{(-1),5,0xABE8670A,0},{(-4),5,(-4),1},{5,(-1),(-2),0x9BFD5E1D},{0x9BFD5E1D,0,(-1),(-1)},{1,(-1),(-1),1},{0x9BFD5E1D,1,(-2),(-4)},{5,(-3),(-4),(-5)},{(-4),(-5),0xABE8670A,(-5)}},{{(-1),(-3),0,(-4)},{(-1),1,(-5),1},{0,(-1),(-1),(-1)},{0,0,(-5),0x9BFD5E1D},{(-1),(-1),0,1},{(-1),5,0xABE8670A,0},{(-4),5,(-4),1},{5,(-1),(-2),0x9BFD5E1D}},{{0x9BFD5E1D,0,(-1),(-1)},{1,(-1),(-1),1},{0x9BFD5E1D,1,(-2),(-4)},{5,(-3),(-4),(-5)},{(-4),(-5),0xABE8670A,(-5)},{(-1),(-3),0,(-4)},{(-1),1,(-5),1},{0,(-1),(-1),(-1)}},{{0,0,(-5),0x9BFD5E1D},{(-1),(-1),0,1},{(-1),5,0xABE8670A,0},{(-4),5,(-4),1},{5,(-1),(-2),0x9BFD5E1D},{0x9BFD5E1D,0,(-1),(-1)},{1,(-1),(-1),1},{0x9BFD5E1D,1,(-2),(-4)}}};
            int i, j, k;
            for (i = 0; i < 1; i = i + 1)
                l_1009[i] = 0xD5;
            if ((p_22 , (l_928 = (l_927 , 0x5081418D))))
            { /* block id: 386 */
                uint16_t l_943 = 0x7B01;
                int32_t l_955 = 0x3F9F4D04;
                for (g_212 = 0; (g_212 == (-22)); g_212 = safe_sub_func_uint32_t_u_u(g_212, 1))
                { /* block id: 389 */
                    int32_t l_932 = 0;
                    l_932 = l_931[0][4];
                    l_928 = 0x4C99A131;
                    l_928 = 0x4284E976;
                    return g_128;
                }
                g_64 = (safe_add_func_int16_t_s_s((((g_9 , (safe_mod_func_int16_t_s_s((safe_lshift_func_uint16_t_u_u(((safe_lshift_func_int16_t_s_u(l_943, 10)) ^ ((l_944[2][3] , ((g_90 , 1U) , (((l_957 = ((l_956[4] = (safe_mul_func_int16_t_s_s(g_64, (g_205 = (safe_mul_func_uint16_t_u_u((l_928 = (!(l_955 = (g_128 != (l_954 = ((((safe_sub_func_uint32_t_u_u((safe_mul_func_uint16_t_u_u(65535U, ((l_924[0][7] | 4294967295U) > p_22))), 0x41F1F413)) , (-1)) && 0xA569) , g_9)))))), l_943)))))) >= p_22)) || 0U) && g_738))) != l_924[0][7])), 5)), 65528U))) > 0U) | 65535U), 65532U));
            }
            else
            { /* block id: 402 */
                int32_t l_961[4];
                uint32_t l_962 = 0x61507F50;
                int32_t l_985 = 0xFE07128A;
                int i;
                for (i = 0; i < 4; i = i + 1)
                    l_961[i] = 4;
                if (((~(l_961[3] = (safe_rshift_func_int16_t_s_u(g_422[0][0][3], 7)))) != (l_962 | p_22)))
                { /* block id: 404 */
                    int32_t l_964 = 0x58E30D02;
                    l_928 = (safe_unary_minus_func_int16_t_s(1));
                    l_964 = p_22;
                    g_244[7][8][0] = (safe_sub_func_int32_t_s_s(g_205, 0x82B81C34));
                }
                else
                { /* block id: 408 */
                    int32_t l_984 = 0x7C4D9C07;
                    g_244[1][6][0] = ((l_984 = ((((safe_sub_func_int32_t_s_s((safe_sub_func_uint16_t_u_u((((l_956[4] = (g_738 || (p_22 == (safe_lshift_func_int16_t_s_u(0xA986, 0))))) || 0x44E7) != l_961[3]), 0x0033)), (l_931[0][5] || ((safe_mod_func_int32_t_s_s((safe_add_func_uint16_t_u_u(((safe_add_func_uint16_t_u_u((~(l_954 = (((((~((g_654 >= ((safe_mul_func_uint16_t_u_u(((g_42 > l_957) || p_22), p_22)) || l_961[1])) & p_22)) < g_983) >= g_139[0]) , 0xCADF) < g_397))), p_22)) < (-2)), 0xDB7F)), 0xFBC1EE7C)) , 1)))) & l_984) || g_656[1][0]) ^ p_22)) ^ p_22);
                    l_985 = g_477;
                }
            }
            l_954 = (0x14FC || (g_72 , ((safe_add_func_uint32_t_u_u((l_956[4] = (!((l_928 = (((p_22 == ((((((((((safe_mod_func_uint32_t_u_u(g_229, ((safe_lshift_func_uint16_t_u_s(l_944[2][3], 2)) & p_22))) , (!((g_422[0][2][2] = (safe_mul_func_int16_t_s_s((safe_add_func_int32_t_s_s(((safe_add_func_int32_t_s_s((~g_244[6][8][0]), ((p_22 < (safe_add_func_uint32_t_u_u(((((0x293A0857 == g_212) , g_139[0]) >= 0xE512231D) > p_22), l_954))) , g_128))) >= 0x83AD6ED5), 0x1EBC0F3E)), g_185))) || l_931[0][5]))) & p_22) == 1) > l_957) | g_212) ^ g_148) < g_244[1][8][0]) && 0xE40684FE) <= l_957)) , l_1005) != (-1))) != g_9))), p_22)) < 0x22E4)));
            g_655 = (((((~((safe_lshift_func_int16_t_s_s(l_924[1][3], (l_1021[2][2] = (p_22 & (l_1009[0] < (safe_unary_minus_func_uint32_t_u((safe_rshift_func_int16_t_s_s((((safe_mul_func_uint16_t_u_u(((-1) || (l_956[4] = (l_944[9][7] ^ (safe_lshift_func_uint16_t_u_s(p_22, 15))))), 0x305C)) < p_22) >= (((safe_add_func_uint32_t_u_u((safe_mod_func_int16_t_s_s(((0x61EC <= l_924[1][2]) && 0U), g_65)), g_212)) || 65535U) && 0xF45A912B)), 15))))))))) ^ g_205)) > l_924[0][7]) < p_22) == p_22) > p_22);
            g_244[1][6][0] = (safe_sub_func_int16_t_s_s(((l_957 = (safe_mod_func_uint16_t_u_u((safe_mod_func_int32_t_s_s((((l_1028 = 7U) == (((safe_mod_func_uint16_t_u_u(l_944[2][3], (safe_mod_func_uint32_t_u_u((((safe_rshift_func_int16_t_s_u((g_213[4] , (l_928 = (safe_rshift_func_int16_t_s_u(((safe_lshift_func_uint16_t_u_u(((g_64 = g_65) | ((~4294967288U) , 0x3DD6FAD4)), 3)) != g_213[4]), ((l_956[0] = (g_656[2][0] != (l_1021[4][7] = ((safe_add_func_int32_t_s_s((safe_add_func_uint32_t_u_u(p_22, g_655)), (-1))) ^ 1U)))) == (-1)))))), l_957)) == (-1)) && 0x31450B0B), l_1044[0][4][1])))) , p_22) == 0)) == p_22), g_422[0][2][2])), l_1045))) && g_397), g_149));
        }
        l_1066 = ((safe_rshift_func_int16_t_s_u(((safe_lshift_func_uint16_t_u_u(g_476, 0)) >= (((safe_rshift_func_int16_t_s_s((l_1065 = ((l_957 = ((safe_mod_func_int16_t_s_s(((safe_mul_func_uint16_t_u_u((safe_sub_func_int16_t_s_s(g_738, (p_22 , (l_954 = ((g_72 , (g_422[0][2][2] , (p_22 < ((((safe_mul_func_uint16_t_u_u(g_203, (((5 > (safe_sub_func_int16_t_s_s((!((safe_sub_func_int32_t_s_s((l_944[2][3] && 1U), g_244[1][6][0])) && 0U)), g_738))) == 7) < g_476))) ^ 0) & g_654) | p_22)))) , g_9))))), g_148)) | 0xDFAE), g_73)) & 0xEF012ABE)) < g_244[1][6][0])), p_22)) || p_22) <= 0xC36BA243)), g_476)) >= 0x3CCB31E1);
    }
    for (p_22 = 0; (p_22 >= 1); p_22 = safe_add_func_int16_t_s_s(p_22, 1))
    { /* block id: 438 */
        int16_t l_1073 = 7;
        int32_t l_1091 = 8;
        int32_t l_1092[5] = {0xC4E881C5,0xC4E881C5,0xC4E881C5,0xC4E881C5,0xC4E881C5};
        uint16_t l_1231 = 8U;
        uint32_t l_1354 = 0x162D777A;
        int i;
        l_1092[1] = ((((l_957 <= 0xF261A81B) || (safe_sub_func_int16_t_s_s((((((g_397 = (((l_1091 = (safe_lshift_func_uint16_t_u_s((((l_1073 = g_203) , (!(safe_lshift_func_int16_t_s_s(g_422[0][2][2], ((safe_mul_func_int16_t_s_s(l_924[0][7], (safe_mul_func_int16_t_s_s(((0xA218F248 ^ (l_928 = (safe_mod_func_uint32_t_u_u((((safe_mul_func_int16_t_s_s((l_1073 ^ ((safe_add_func_uint32_t_u_u(((safe_mod_func_uint32_t_u_u(p_22, (((((safe_mul_func_uint16_t_u_u((0 > l_1073), g_42)) != 5U) < l_1073) < 0xA56C) || p_22))) , g_42), p_22)) != g_244[8][8][0])), l_1073)) >= l_928) >= 0x988E), g_476)))) > p_22), l_1073)))) & p_22))))) || 0xCD60), g_148))) & l_1045) >= l_957)) , 0xE57C525B) || 1) >= p_22) < l_924[0][7]), g_212))) ^ g_205) >= p_22);
        if (g_65)
            continue;
        l_1091 = (safe_add_func_int16_t_s_s(((l_1092[1] = g_65) && (g_107 = g_90)), 7U));
        if (((l_1091 = 0x642B) != (-1)))
        { /* block id: 449 */
            int16_t l_1111 = 0xE4D0;
            int32_t l_1125[3];
            int32_t l_1150 = (-3);
            int32_t l_1202 = 0xA047393B;
            int i;
            for (i = 0; i < 3; i = i + 1)
                l_1125[i] = 0x6FE30B57;
            for (g_655 = 1; (g_655 <= 4); g_655 += 1)
            { /* block id: 452 */
                int32_t l_1124 = 0x60836684;
                int8_t l_1208 = (-9);
                int32_t l_1244 = 0x6780842B;
                int32_t l_1314 = 0xF6844133;
                int16_t l_1338 = 0x2C64;
                int i;
                l_1111 = (safe_rshift_func_uint16_t_u_u((((safe_mod_func_int16_t_s_s((safe_mul_func_int16_t_s_s((((g_422[0][2][2] = ((safe_rshift_func_uint16_t_u_s(p_22, 11)) , (safe_mod_func_int16_t_s_s(g_107, g_397)))) , ((l_924[0][7] != (((g_422[0][1][0] = (l_957 = ((safe_rshift_func_uint16_t_u_u(((g_65 | (safe_sub_func_uint32_t_u_u(l_928, p_22))) > (l_1092[1] = g_654)), 14)) | (g_737 == 65535U)))) < p_22) || l_928)) | g_525)) , 1), 65530U)), g_149)) && p_22) , p_22), 15));
                g_244[1][6][0] = (~g_148);
                if ((g_656[3][1] | (((((safe_mul_func_uint16_t_u_u((l_1125[0] = (((safe_mul_func_int16_t_s_s((0xDC57 | (0xA056 < l_1092[1])), (g_72 , (safe_add_func_int16_t_s_s(((((safe_mod_func_int32_t_s_s((g_213[4] ^ ((!((safe_sub_func_int32_t_s_s((g_148 ^ (g_422[0][2][1] , (((g_737 & g_229) || l_1124) < l_1092[0]))), 0xECF8DD4C)) < g_64)) , l_1092[3])), l_1091)) , 0) > g_244[1][6][0]) || 0), 0x5AF6))))) != g_737) >= 1U)), l_1124)) ^ 0x3211BCB6) || 2U) < l_1124) <= 0x82B106AD)))
                { /* block id: 460 */
                    uint32_t l_1126 = 0x8FDD31DD;
                    int32_t l_1213 = 0;
                    for (g_64 = 0; (g_64 <= 3); g_64 += 1)
                    { /* block id: 463 */
                        int32_t l_1127[4] = {(-1),(-1),(-1),(-1)};
                        int32_t l_1145 = 0xFCB47601;
                        int i;
                        l_1126 = (l_957 = (l_928 = (g_244[1][6][0] = p_22)));
                        if (l_1127[2])
                            break;
                        l_928 = ((safe_add_func_int16_t_s_s((l_957 = ((l_1150 = ((((safe_add_func_int16_t_s_s((safe_add_func_uint16_t_u_u(0xB10A, (safe_unary_minus_func_uint32_t_u((((((((l_1125[0] = 4294967295U) > ((((safe_mod_func_int32_t_s_s((safe_mod_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u(((safe_rshift_func_int16_t_s_s((l_1092[1] = ((safe_lshift_func_uint16_t_u_s(((l_1092[4] || (l_1145 >= 65532U)) , ((((((safe_lshift_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u((g_128 = l_1124), ((g_65 || 0x1C522CAD) , p_22))), g_476)) | l_928) & 0xCC216CB8) & g_477) == 0x3E52510A) || 0xF42E2C64)), 0)) || 0xB6C7)), 6)) < g_65), l_1124)), 0xB9BD)), g_983)) > l_1073) > p_22) | p_22)) == g_422[0][0][3]) <= p_22) , l_1125[1]) == g_139[0]) , p_22))))), g_9)) < 0xB9E7DD34) != 0x7B7D) == p_22)) , l_1126)), 1U)) | l_1124);
                        l_1125[2] = (((!0) || (!(l_1091 = (safe_unary_minus_func_int16_t_s((safe_add_func_uint16_t_u_u((p_22 , ((safe_add_func_uint32_t_u_u(0x924EE33B, g_90)) ^ (-1))), ((safe_mod_func_int16_t_s_s((l_1127[2] > (safe_lshift_func_uint16_t_u_s(((safe_rshift_func_int16_t_s_u(((((safe_rshift_func_uint16_t_u_s((safe_add_func_int32_t_s_s((((((((p_22 , (g_65 = (safe_rshift_func_int16_t_s_s((((safe_mul_func_int16_t_s_s((safe_unary_minus_func_int32_t_s((((g_737 = (safe_rshift_func_uint16_t_u_u(3U, 2))) < (l_1092[4] = ((0x0E8C ^ l_1073) , 0x474E2223))) || p_22))), p_22)) == p_22) != 1), 0)))) < 65535U) , 0x576477D6) == l_1126) < p_22) && (-1)) != 0), 0x763C247E)), g_42)) > g_42) || 1U) >= 0x88DA), l_1124)) != l_924[3][5]), 15))), 0x4DA5)) , 0U)))))))) > p_22);
                    }
                    if ((safe_mul_func_uint16_t_u_u(((l_1125[0] = 0xD08C) == (safe_mul_func_uint16_t_u_u((((l_1091 = (safe_mul_func_uint16_t_u_u((safe_sub_func_uint32_t_u_u((((((p_22 <= 0xADF0) <= (l_1150 = (((((safe_mul_func_uint16_t_u_u((p_22 ^ ((((safe_mod_func_int32_t_s_s((((g_476 || (safe_lshift_func_uint16_t_u_u(0xA969, 8))) | ((safe_sub_func_uint32_t_u_u((safe_sub_func_uint32_t_u_u((safe_add_func_uint16_t_u_u(g_149, p_22)), (((safe_lshift_func_uint16_t_u_s((l_1092[1] = ((p_22 , 4U) <= 0xCAC9)), 8)) & p_22) , 0xB5EBDB22))), 4)) || p_22)) | l_1124), p_22)) <= 3) != g_139[1]) > 0x637E)), g_128)) , 0xA86FBDC0) , p_22) , g_148) , 4294967289U))) | g_203) == l_1073) ^ g_128), p_22)), g_397))) || p_22) > 0x17532E63), p_22))), l_1126)))
                    { /* block id: 485 */
                        int32_t l_1201 = 0xEB19BB69;
                        int32_t l_1209[3];
                        int i;
                        for (i = 0; i < 3; i = i + 1)
                            l_1209[i] = 0xCFE6BB9F;
                        l_1209[2] = (l_1092[1] = (((safe_rshift_func_int16_t_s_s((((safe_mod_func_uint32_t_u_u((l_1201 = g_477), g_701)) , p_22) >= l_1202), 0)) <= l_928) == (((g_422[0][0][2] = (((safe_add_func_int32_t_s_s((g_139[0] < 0x51C2), 4294967290U)) || (((safe_mod_func_int16_t_s_s((((l_1207 = (l_957 = 0xE256)) > 0xE774) , l_1208), g_476)) , l_1209[2]) != 0x39E325FA)) , p_22)) > l_928) & l_1202)));
                        if (p_22)
                            break;
                    }
                    else
                    { /* block id: 493 */
                        g_244[1][6][0] = ((~p_22) && g_73);
                        return p_22;
                    }
                    for (g_149 = 0; (g_149 <= 3); g_149 += 1)
                    { /* block id: 499 */
                        if (l_1207)
                            break;
                        if (p_22)
                            break;
                        l_1092[1] = l_1111;
                    }
                    if ((safe_add_func_uint32_t_u_u((l_1213 = l_1207), (0U && p_22))))
                    { /* block id: 505 */
                        return g_223;
                    }
                    else
                    { /* block id: 507 */
                        int32_t l_1230 = (-3);
                        g_244[1][6][0] = (safe_add_func_uint16_t_u_u(0x6A6C, ((safe_sub_func_int32_t_s_s((4294967293U <= ((safe_rshift_func_uint16_t_u_s((((safe_lshift_func_int16_t_s_u(((~p_22) == 0), 5)) || g_212) || ((((((((safe_mod_func_int16_t_s_s((safe_unary_minus_func_int32_t_s((g_64 = (p_22 != (safe_mod_func_uint32_t_u_u(((l_928 | (g_525 || (safe_lshift_func_int16_t_s_u(g_90, g_229)))) , g_476), p_22)))))), g_90)) > g_476) == l_1126) || 1U) , p_22) , p_22) ^ (-4)) || 0x4797)), 0)) == l_1230)), p_22)) && p_22)));
                        if (p_22)
                            continue;
                    }
                }
                else
                { /* block id: 512 */
                    int16_t l_1243 = 0x23AA;
                    uint32_t l_1272 = 0x1A01629A;
                    int32_t l_1274[2];
                    int i;
                    for (i = 0; i < 2; i = i + 1)
                        l_1274[i] = 0x4706CEFB;
                    g_244[1][6][0] = g_737;
                    for (g_148 = 0; (g_148 <= 2); g_148 += 1)
                    { /* block id: 516 */
                        l_1231 = (-3);
                    }
                    if ((safe_add_func_int16_t_s_s(((l_1124 = 1U) ^ (safe_add_func_uint16_t_u_u((((g_139[0] && ((((safe_rshift_func_uint16_t_u_s((((-1) == p_22) < (~g_73)), ((g_205 = ((g_738 = ((safe_add_func_int32_t_s_s(0x91B87C31, (((p_22 < (safe_lshift_func_uint16_t_u_s((l_1244 = (g_654 , ((((0x5192 <= l_1243) , 0xA1464369) < l_1045) , 65532U))), p_22))) && p_22) , p_22))) , 0x1DACB30E)) , g_65)) < p_22))) , 0x22D2D61E) & g_476) & 0U)) ^ (-9)) ^ p_22), l_1243))), p_22)))
                    { /* block id: 523 */
                        int32_t l_1249[2][10][8] = {{{5,5,1,0,0xC537195D,0,0xBD395261,5},{0x0144AA91,(-8),(-4),0x27C2CA83,0xBD395261,(-4),0,5},{(-8),5,0xC3ACB956,(-4),0xC3ACB956,(-4),0xE70C8A47,0},{0,(-4),0xBD395261,0x27C2CA83,(-4),(-8),0x0144AA91,0},{0x4B2AC496,0,0x5A065DF0,(-4),(-4),1,1,(-4)},{0,0,0,0,0xC3ACB956,0x4B2AC496,(-1),(-4)},{0xE70C8A47,(-1),0,0x27C2CA83,0x0144AA91,5,0x27C2CA83,0xE70C8A47},{0xC3ACB956,(-1),0x5A065DF0,0x4B2AC496,5,0x4B2AC496,0x5A065DF0,(-1)},{(-1),0,1,0x0144AA91,0x5A065DF0,1,0xE70C8A47,0xC3ACB956},{0xE70C8A47,0,0xC537195D,(-4),(-1),(-8),0xE70C8A47,0xE70C8A47}},{{(-4),(-4),1,1,(-4),(-4),0x5A065DF0,0},{(-4),(-4),0x5A065DF0,0,0x4B2AC496,1,0x27C2CA83,0x4B2AC496},{0,0xE70C8A47,0,0,(-1),9,(-1),0},{0,(-1),0,1,0x0144AA91,0x5A065DF0,1,0xE70C8A47},{(-1),0xC3ACB956,0x5A065DF0,(-4),0x28C00CF2,0x4B2AC496,0x0144AA91,0xC3ACB956},{(-1),0xE70C8A47,0xBD395261,0x0144AA91,0x0144AA91,0xBD395261,0xE70C8A47,(-1)},{0,0,0xC3ACB956,0x4B2AC496,(-1),(-4),0,0xE70C8A47},{0,0x4B2AC496,1,0x27C2CA83,0x4B2AC496,(-4),0x0144AA91,(-4)},{(-4),0,5,0,(-4),0xBD395261,0x27C2CA83,(-4)},{(-4),0xE70C8A47,0,(-4),(-1),0x4B2AC496,0xC3ACB956,0}}};
                        int32_t l_1250 = 0x39C73BAD;
                        int i, j, k;
                        g_64 = ((g_654 = ((safe_mul_func_int16_t_s_s((g_203 >= ((((((0xD317854D == p_22) ^ (((l_924[0][4] || ((l_1244 = 0x6CAA364E) | (p_22 ^ ((((((l_1249[0][9][6] = (p_22 >= (safe_rshift_func_int16_t_s_u(p_22, 15)))) , l_1243) <= p_22) ^ 0x4592) != (-1)) < l_1250)))) || 0x3FFC) <= 1)) <= p_22) , l_1243) < g_477) || l_1091)), g_73)) < 0xA1CD)) ^ p_22);
                        l_1249[0][9][6] = l_1243;
                        g_64 = (safe_add_func_int32_t_s_s((safe_mod_func_int32_t_s_s((safe_sub_func_int32_t_s_s((safe_mul_func_int16_t_s_s((p_22 == (1U < (safe_unary_minus_func_int32_t_s((safe_mod_func_int16_t_s_s(1, 0xFC55)))))), p_22)), l_1125[0])), (l_1124 = 0x0D142A2E))), p_22));
                        l_1274[1] = ((g_1273 = (safe_mod_func_uint16_t_u_u(((l_1202 == l_1249[0][9][6]) , (p_22 < ((g_737 = 0x98CAD646) || ((-1) <= (safe_mod_func_uint16_t_u_u((((safe_mod_func_uint16_t_u_u(((g_148 | (safe_add_func_uint16_t_u_u(p_22, (g_223 , (safe_mul_func_int16_t_s_s(p_22, l_1272)))))) >= p_22), 0x489A)) || l_957) <= l_1250), 5U)))))), l_1045))) != p_22);
                    }
                    else
                    { /* block id: 534 */
                        int8_t l_1279 = (-8);
                        int32_t l_1307[4];
                        int i;
                        for (i = 0; i < 4; i = i + 1)
                            l_1307[i] = 1;
                        l_1091 = ((l_1092[1] = (safe_mod_func_uint16_t_u_u(((((safe_mul_func_uint16_t_u_u(p_22, p_22)) <= ((l_1279 <= (safe_lshift_func_int16_t_s_s(((((safe_mul_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u((safe_add_func_uint32_t_u_u((safe_sub_func_int32_t_s_s(l_957, (safe_lshift_func_uint16_t_u_u(p_22, 0)))), (l_1279 , ((safe_lshift_func_int16_t_s_u(0xD28C, (4U > l_1073))) > 4294967295U)))), p_22)), 4)), 0U)) | p_22) >= p_22) & l_1208), l_1272))) >= 0x9DF65721)) ^ 5U) < 0x9CEE), p_22))) , g_185);
                        l_1307[2] = ((((g_64 = (safe_add_func_int32_t_s_s((((g_656[3][1] & ((safe_rshift_func_int16_t_s_u(((-1) & (((65533U <= (safe_mul_func_uint16_t_u_u(((safe_sub_func_uint32_t_u_u(p_22, (l_928 = (((!((safe_mul_func_int16_t_s_s((g_422[0][0][2] = (l_1125[0] = 0)), (g_64 < (g_1273 = l_1279)))) , p_22)) != (g_983 >= g_525)) < g_701)))) != 0xBC95A486), l_1279))) <= l_924[3][7]) == l_1243)), p_22)) & p_22)) >= 4294967295U) , 0xAC0DA2E7), 0xCB5BD761))) >= 0xF9652C89) >= l_1092[4]) , 0x2EFD1863);
                    }
                }
                l_928 = (safe_sub_func_uint32_t_u_u((safe_mod_func_int16_t_s_s(l_1073, (safe_add_func_int32_t_s_s(((((l_1314 > ((((safe_mul_func_uint16_t_u_u((safe_sub_func_int32_t_s_s((safe_sub_func_int32_t_s_s(p_22, ((l_1244 = (g_213[g_655] = (safe_sub_func_int32_t_s_s((~g_90), g_9)))) , (((!((((l_1111 >= (((((safe_sub_func_int32_t_s_s(((g_139[0] < ((safe_rshift_func_uint16_t_u_u(g_149, 13)) , ((((((l_1125[2] = ((safe_lshift_func_uint16_t_u_s((safe_unary_minus_func_uint32_t_u((l_957 = (safe_mul_func_uint16_t_u_u((safe_rshift_func_int16_t_s_u((safe_mul_func_uint16_t_u_u(p_22, (-2))), 0)), 0x0EF4))))), 2)) && l_1091)) & 4294967293U) < (-10)) & 0x0088) != 0xF3ED5EA2) ^ 0xD1F9817B))) >= (-5)), g_139[1])) != g_422[0][2][2]) < l_1124) , (-7)) | 0)) , l_1338) && p_22) < g_213[3])) || 0x5188BF8A) || 5U)))), l_1338)), l_1091)) || 0x741FE3A0) && 0x3A40453A) & l_1314)) <= g_737) < p_22) & 1), p_22)))), l_1092[1]));
            }
        }
        else
        { /* block id: 551 */
            uint16_t l_1339 = 0x9FFA;
            int32_t l_1350 = 0xA1E3D5E8;
            l_1339 = 0x4971AA62;
            g_244[1][6][0] = (safe_mod_func_int16_t_s_s((((l_1091 = 0x28E76FD8) || (safe_rshift_func_uint16_t_u_u(((safe_lshift_func_int16_t_s_u(((l_1339 , (((safe_lshift_func_int16_t_s_s(((~(g_205 = l_1045)) ^ ((((((l_1350 = (!0xFAAC)) == (((g_737 >= ((l_928 <= ((safe_unary_minus_func_uint32_t_u(g_701)) != ((g_65 = g_983) == (g_107 != g_64)))) <= 4294967295U)) , g_422[0][1][0]) >= g_422[0][2][1])) < g_149) , g_983) || l_1354) == 0)), p_22)) , l_1073) , p_22)) ^ l_957), 9)) < 0), 6))) && 0x6BC26438), g_9));
            l_1350 = l_1045;
        }
    }
    g_64 = ((g_128 = 0U) | 0x31D9);
    return g_107;
}


/* ------------------------------------------ */
/* 
 * reads : g_476 g_244 g_525 g_655 g_656 g_9 g_42 g_477 g_422 g_205 g_397 g_149 g_185 g_738 g_229 g_213 g_654 g_65 g_148 g_72 g_73 g_90 g_128 g_223
 * writes: g_476 g_525 g_149 g_64 g_65 g_656 g_139 g_244 g_655
 */
static uint32_t  func_27(int16_t  p_28, uint32_t  p_29, int32_t  p_30, int32_t  p_31, int8_t  p_32)
{ /* block id: 330 */
    uint16_t l_797 = 0xCC1A;
    uint32_t l_834[4];
    int32_t l_837 = (-1);
    uint32_t l_838 = 0xF76463C5;
    int32_t l_839 = (-1);
    int32_t l_882 = 6;
    int32_t l_884 = 0x09EB66B1;
    int32_t l_886 = 0;
    int i;
    for (i = 0; i < 4; i = i + 1)
        l_834[i] = 0x49E65FF4;
    for (g_476 = 0; (g_476 <= (-24)); g_476 = safe_sub_func_uint32_t_u_u(g_476, 1))
    { /* block id: 333 */
        int32_t l_802 = 0;
        int32_t l_810[1][10] = {{0x5A92FDC0,(-5),(-5),0x5A92FDC0,0xED0A94BA,0x5A92FDC0,(-5),(-5),0x5A92FDC0,0xED0A94BA}};
        int16_t l_811 = 0xE9CE;
        int16_t l_818 = (-7);
        uint16_t l_907 = 65528U;
        int i, j;
        p_31 = ((safe_sub_func_uint32_t_u_u(((((((((l_811 = (l_810[0][4] = ((safe_rshift_func_int16_t_s_s((-1), 14)) > ((g_244[1][6][0] & ((l_797 , (((safe_mod_func_uint16_t_u_u((safe_mod_func_uint32_t_u_u((((g_525 >= l_802) ^ 0) , g_655), (~(safe_add_func_int32_t_s_s((safe_lshift_func_int16_t_s_s(((safe_lshift_func_int16_t_s_u((g_656[1][0] > (p_32 , 0)), p_32)) , 0x5AEF), 5)), p_30))))), 0x27AE)) < l_802) >= g_9)) <= p_30)) && 0xAC393BF5)))) || l_802) & g_42) | l_802) > 6) < g_477) , (-1)) == p_29), g_42)) , l_797);
        if (((safe_add_func_int16_t_s_s((g_525 = ((p_30 = (g_422[0][2][2] & (((p_32 = l_811) , (safe_sub_func_uint16_t_u_u(p_30, (((7U ^ p_29) | p_31) || p_32)))) < l_802))) , (safe_rshift_func_int16_t_s_u(p_29, p_30)))), p_29)) , l_818))
        { /* block id: 340 */
            uint32_t l_827[8] = {0xFDCFD718,0xFDCFD718,0xFDCFD718,0xFDCFD718,0xFDCFD718,0xFDCFD718,0xFDCFD718,0xFDCFD718};
            int32_t l_866 = (-5);
            int i;
            p_31 = (p_31 <= (l_839 = (safe_mul_func_int16_t_s_s((safe_mod_func_uint16_t_u_u(((p_32 && ((safe_mul_func_uint16_t_u_u(((safe_rshift_func_int16_t_s_s(l_827[6], 1)) , (safe_rshift_func_int16_t_s_u(p_28, (safe_mul_func_uint16_t_u_u(l_797, (!(l_834[1] = (safe_unary_minus_func_int16_t_s(g_422[0][2][2]))))))))), (l_837 = ((-4) < (safe_add_func_uint32_t_u_u(g_205, (g_525 == g_397))))))) == 0x5F3CE709)) != p_28), p_31)), l_838))));
            for (g_149 = 0; (g_149 != 28); g_149 = safe_add_func_int32_t_s_s(g_149, 4))
            { /* block id: 347 */
                uint32_t l_865[2][1];
                int i, j;
                for (i = 0; i < 2; i = i + 1)
                {
                    for (j = 0; j < 1; j = j + 1)
                        l_865[i][j] = 0x6E1EACD4;
                }
                l_866 = (safe_add_func_uint32_t_u_u((p_32 == p_31), (safe_lshift_func_uint16_t_u_s((g_185 != (safe_sub_func_int32_t_s_s((((!(((safe_sub_func_int32_t_s_s((((-1) < (p_28 && ((l_838 ^ ((((safe_rshift_func_int16_t_s_s((((((safe_rshift_func_uint16_t_u_s((safe_rshift_func_uint16_t_u_u(((0x9B5D0A00 == (safe_rshift_func_uint16_t_u_s((!(0x21B65DA2 | ((((!(((((safe_mul_func_uint16_t_u_u((((safe_sub_func_int16_t_s_s(g_525, p_30)) , g_738) == g_229), l_865[0][0])) <= g_9) == l_811) > 1) , 2)) || l_827[6]) <= g_422[0][2][2]) | p_29))), g_738))) , p_31), 0)), 3)) || g_213[0]) > 0xF7971DED) >= 1) != p_32), l_802)) <= l_839) | p_28) , p_29)) <= p_29))) , p_30), g_654)) != g_422[0][2][2]) > 1)) , p_28) && 0xEA86071C), g_65))), 8))));
            }
        }
        else
        { /* block id: 350 */
            int16_t l_881 = 1;
            int32_t l_883[5];
            int32_t l_885 = 0x19448260;
            int32_t l_906 = (-7);
            int i;
            for (i = 0; i < 5; i = i + 1)
                l_883[i] = 0x301DBBE6;
            l_886 = (l_885 = ((l_884 = (((safe_rshift_func_uint16_t_u_s(((safe_rshift_func_uint16_t_u_s((l_810[0][4] = ((safe_mul_func_uint16_t_u_u((g_65 = (safe_mod_func_uint16_t_u_u(((l_837 = p_29) >= (safe_mod_func_uint32_t_u_u((l_883[4] = ((safe_add_func_uint16_t_u_u((l_839 = 0x3DE8), ((((g_64 = (p_31 = g_148)) == (l_882 = ((-1) < (safe_add_func_int16_t_s_s((((((p_32 >= l_802) >= p_30) ^ p_28) >= (l_802 ^ l_881)) <= l_810[0][4]), 0x8FCD))))) | 4294967295U) && 65534U))) >= g_148)), g_72))), l_834[1]))), (-1))) , 0x12D2)), 7)) & g_73), 2)) != l_834[1]) , p_31)) >= p_30));
            l_810[0][4] = ((safe_mod_func_int16_t_s_s((safe_mod_func_int32_t_s_s(((safe_sub_func_int16_t_s_s((l_839 >= (safe_add_func_int16_t_s_s((((((((safe_lshift_func_int16_t_s_s(l_834[2], (((p_31 | (safe_lshift_func_int16_t_s_s((safe_unary_minus_func_int32_t_s(((g_244[8][5][0] = (safe_sub_func_int32_t_s_s(l_883[1], ((9 == g_213[1]) == (((l_886 = ((g_139[0] = (g_656[3][1] = (((((l_906 = (((-7) <= ((safe_add_func_int32_t_s_s((0U > ((((((g_90 == 1U) || 0x6C1ED7D0) || 0xFE955775) < l_886) & l_881) > g_738)), 0x78DEFD6F)) & l_834[2])) >= l_810[0][4])) > g_422[0][2][2]) ^ g_128) >= l_818) <= 0x9EF37534))) , 0)) , g_185) , g_149))))) ^ l_883[3]))), g_525))) ^ l_802) < l_838))) <= p_30) || 0xED736DEC) < 4294967291U) <= 7U) < 0xAF8A4F34) ^ p_29), l_907))), p_28)) != p_28), g_223)), g_65)) == p_29);
            if (l_834[1])
                break;
        }
        if (p_30)
            continue;
    }
    g_655 = (65526U || (safe_sub_func_uint16_t_u_u((safe_lshift_func_int16_t_s_u(l_882, 13)), (l_882 <= (((~(safe_rshift_func_uint16_t_u_u((g_65 , l_837), 15))) , p_30) && ((4294967286U != (safe_sub_func_uint32_t_u_u(((l_837 = ((safe_unary_minus_func_uint16_t_u(1U)) >= ((safe_mod_func_int32_t_s_s((p_31 = l_837), l_882)) >= l_834[1]))) && l_834[1]), l_834[1]))) != l_797))))));
    return p_30;
}


/* ------------------------------------------ */
/* 
 * reads : g_90 g_229 g_397 g_139 g_203
 * writes: g_738 g_90 g_139
 */
static uint32_t  func_34(uint32_t  p_35, uint32_t  p_36)
{ /* block id: 318 */
    uint32_t l_772[1];
    int32_t l_777 = 0xF408AD66;
    int32_t l_782 = 1;
    int32_t l_783 = 1;
    int32_t l_790 = 0x0DB43096;
    int i;
    for (i = 0; i < 1; i = i + 1)
        l_772[i] = 3U;
    l_783 = ((safe_rshift_func_uint16_t_u_s((g_90 = (((4294967286U >= (safe_lshift_func_int16_t_s_s((safe_lshift_func_int16_t_s_u(0x949E, 6)), ((g_90 <= (l_782 = ((((p_36 && ((safe_sub_func_int16_t_s_s(l_772[0], ((g_738 = (safe_rshift_func_int16_t_s_s((l_777 = (safe_mod_func_int16_t_s_s(1, p_36))), 12))) , ((safe_mul_func_uint16_t_u_u(((safe_mul_func_int16_t_s_s(((-1) > (0x56206D8F <= p_35)), p_35)) || l_772[0]), (-1))) > l_772[0])))) == l_772[0])) | (-1)) || p_35) , p_36))) < l_772[0])))) && l_782) , 0x1925)), g_229)) , 0x96AAFFB3);
    l_790 = ((p_36 , ((safe_mul_func_int16_t_s_s(((g_229 & g_397) , ((((((g_139[1] = (0x856C8A49 | l_782)) , (safe_rshift_func_uint16_t_u_u(p_35, 0))) || g_139[0]) , (l_783 = ((safe_mod_func_uint16_t_u_u((l_777 = (l_782 = 0U)), l_772[0])) ^ 0x34C6A685))) != 0x6FE74999) | l_772[0])), 0x2057)) >= 0)) != 0x56588FEE);
    return g_203;
}


/* ------------------------------------------ */
/* 
 * reads : g_9 g_42 g_72 g_73 g_107 g_90 g_128 g_148 g_139 g_203 g_205 g_149 g_212 g_185 g_244 g_213 g_229 g_397 g_422 g_223 g_477 g_476 g_525 g_654 g_656 g_701 g_655
 * writes: g_42 g_64 g_65 g_72 g_73 g_90 g_107 g_128 g_139 g_148 g_149 g_185 g_205 g_212 g_213 g_223 g_229 g_244 g_422 g_476 g_477 g_397 g_525 g_655 g_656 g_654 g_737 g_738
 */
static int32_t  func_37(uint32_t  p_38)
{ /* block id: 1 */
    int8_t l_49 = 0x85;
    int32_t l_739 = (-1);
    int32_t l_758 = 0x8954E164;
    int8_t l_762 = 0xF9;
    g_42 = (g_9 , p_38);
    for (p_38 = 0; (p_38 >= 32); p_38 = safe_add_func_uint16_t_u_u(p_38, 1))
    { /* block id: 5 */
        int32_t l_45 = 0xF30B91EE;
        int32_t l_46[2][5][7] = {{{0,0x6AF9031E,0xBF3B8CFF,0xBF3B8CFF,0x6AF9031E,0,(-3)},{0x49690B28,0x8BBE58ED,2,0x98CBDB62,0x6AF9031E,0x49690B28,0},{1,(-1),2,0xBF3B8CFF,0x8BBE58ED,1,0x93F8DE90},{1,0x8BBE58ED,0xBF3B8CFF,2,(-1),1,0},{0x49690B28,0x6AF9031E,0x3B839BF5,0x271DBCAB,0x98CBDB62,0x097E65FB,0}},{{0xBD2F23D3,0xD23C5AD0,(-3),(-3),0xD23C5AD0,0xBD2F23D3,0},{0x097E65FB,0x98CBDB62,0x271DBCAB,0x3B839BF5,0xD23C5AD0,0x097E65FB,3},{0,2,0x271DBCAB,(-3),0x98CBDB62,0,0x99649744},{0,0x98CBDB62,(-3),0x271DBCAB,2,0,3},{0x097E65FB,0xD23C5AD0,0x3B839BF5,0x271DBCAB,0x98CBDB62,0x097E65FB,0}}};
        int32_t l_741 = 0x0097C134;
        uint32_t l_755 = 0x24280723;
        uint32_t l_756 = 4294967295U;
        int32_t l_757 = (-2);
        int i, j, k;
        l_46[1][0][5] = l_45;
        l_739 = ((safe_sub_func_int32_t_s_s(((l_46[1][0][5] = (1U != l_49)) || (safe_sub_func_int32_t_s_s((func_52(g_42, g_42) & ((safe_lshift_func_int16_t_s_u(0x0114, ((safe_unary_minus_func_int32_t_s(((((safe_mod_func_int32_t_s_s((safe_mul_func_uint16_t_u_u((g_737 = 65531U), (g_738 = (g_701 , p_38)))), p_38)) > l_49) & g_9) || l_46[0][4][0]))) | l_46[1][3][0]))) > p_38)), p_38))), 0x91A97FFE)) < 0x67BE);
        l_758 = ((0x1FBC == ((l_46[1][0][5] = ((-1) || 0x50EA8BE3)) != ((((l_757 = ((((l_741 = (!p_38)) || ((l_739 = ((g_422[0][1][1] , (safe_mul_func_int16_t_s_s(((safe_mul_func_int16_t_s_s((-1), g_244[1][6][0])) && (safe_mul_func_uint16_t_u_u((safe_mul_func_int16_t_s_s(p_38, ((safe_lshift_func_int16_t_s_s((safe_add_func_uint16_t_u_u((~g_229), 0x9724)), 12)) && g_213[4]))), 0x6045))), l_755))) < 2)) | l_756)) , g_525) , g_42)) && 0U) | g_654) , 65527U))) , p_38);
        for (g_655 = (-19); (g_655 > (-18)); g_655 = safe_add_func_int16_t_s_s(g_655, 4))
        { /* block id: 307 */
            for (l_755 = 0; (l_755 <= 0); l_755 += 1)
            { /* block id: 310 */
                uint32_t l_761 = 1U;
                int i, j, k;
                l_761 = g_422[l_755][(l_755 + 1)][(l_755 + 3)];
            }
        }
    }
    l_758 = (p_38 && (g_655 , l_739));
    return l_762;
}


/* ------------------------------------------ */
/* 
 * reads : g_9 g_72 g_73 g_42 g_107 g_90 g_128 g_148 g_139 g_203 g_205 g_149 g_212 g_185 g_244 g_213 g_229 g_397 g_422 g_223 g_477 g_476 g_525 g_654 g_656 g_701
 * writes: g_64 g_65 g_42 g_72 g_73 g_90 g_107 g_128 g_139 g_148 g_149 g_185 g_205 g_212 g_213 g_223 g_229 g_244 g_422 g_476 g_477 g_397 g_525 g_655 g_656 g_654
 */
static int32_t  func_52(uint16_t  p_53, uint32_t  p_54)
{ /* block id: 8 */
    int32_t l_60 = 1;
    int32_t l_71 = (-7);
    uint32_t l_74 = 0x237FF9BD;
    g_244[6][3][0] = func_55(l_60, (safe_mul_func_uint16_t_u_u(g_9, l_60)), (g_65 = ((safe_unary_minus_func_uint16_t_u((g_64 = p_54))) >= p_54)), func_66((g_42 = (l_71 = 4294967289U)), (g_72 = 8), (((g_73 = p_54) != ((g_9 & l_60) & 0x47C1471C)) , 0x0BDEC7E1), l_74));
    return p_53;
}


/* ------------------------------------------ */
/* 
 * reads : g_701 g_9 g_223 g_212 g_90
 * writes: g_655 g_185 g_654 g_244
 */
static int32_t  func_55(int32_t  p_56, int32_t  p_57, int8_t  p_58, uint16_t  p_59)
{ /* block id: 284 */
    uint32_t l_716 = 0x8BD923C2;
    int32_t l_725 = (-1);
    int32_t l_726 = 0x317EB4B1;
    int32_t l_727 = 0x2E8D2751;
    int32_t l_728 = 9;
    int32_t l_729 = (-1);
    g_655 = 0x73DC789E;
    l_729 = (l_728 = ((((safe_add_func_int32_t_s_s(p_59, (safe_add_func_uint16_t_u_u(((l_727 = ((l_726 = (safe_sub_func_uint32_t_u_u(((safe_lshift_func_int16_t_s_s(0x0520, (safe_sub_func_int16_t_s_s(g_701, 0x1402)))) | l_716), ((l_725 = ((safe_lshift_func_int16_t_s_u((g_185 = (safe_mod_func_int32_t_s_s(1, p_56))), g_9)) > (safe_add_func_uint16_t_u_u((((g_654 = (safe_rshift_func_int16_t_s_s(6, 14))) > l_716) >= p_59), 0xA586)))) >= (-1))))) & l_716)) | g_223), 1)))) || 0xBDD9) <= p_56) >= l_716));
    g_244[1][6][0] = g_212;
    return g_90;
}


/* ------------------------------------------ */
/* 
 * reads : g_72 g_9 g_73 g_42 g_107 g_90 g_128 g_148 g_139 g_203 g_205 g_149 g_212 g_185 g_244 g_213 g_229 g_397 g_422 g_223 g_477 g_476 g_525 g_654 g_656 g_701
 * writes: g_90 g_107 g_42 g_128 g_139 g_148 g_149 g_185 g_205 g_212 g_213 g_223 g_229 g_244 g_422 g_476 g_477 g_397 g_525 g_655 g_656
 */
static uint16_t  func_66(uint32_t  p_67, int32_t  p_68, int32_t  p_69, int32_t  p_70)
{ /* block id: 15 */
    uint32_t l_88 = 4294967292U;
    int32_t l_89 = 7;
    int32_t l_106 = 0xEC44CB18;
    int32_t l_108 = 0xEA20016C;
    int32_t l_109 = 0xE0D24876;
    uint32_t l_186 = 0U;
    uint32_t l_278 = 0x71298951;
    uint32_t l_341[9][10][2] = {{{0U,1U},{0xDEC75F15,7U},{0xFA48EE69,4294967295U},{4294967295U,7U},{0x8DE84D26,1U},{0U,1U},{0xDEC75F15,0U},{4294967295U,0U},{4294967295U,0U},{0xDEC75F15,1U}},{{0U,1U},{0x8DE84D26,7U},{4294967295U,4294967295U},{0xFA48EE69,7U},{0xDEC75F15,1U},{0U,1U},{0x8DE84D26,0U},{0xFA48EE69,0U},{0xFA48EE69,0U},{0x8DE84D26,1U}},{{0U,1U},{0xDEC75F15,7U},{0xFA48EE69,4294967295U},{4294967295U,7U},{0x8DE84D26,1U},{0U,1U},{0xDEC75F15,0U},{4294967295U,0U},{4294967295U,0U},{0xDEC75F15,1U}},{{0U,1U},{0x8DE84D26,7U},{4294967295U,4294967295U},{0xFA48EE69,7U},{0xDEC75F15,1U},{0U,1U},{0x8DE84D26,0U},{0xFA48EE69,0U},{0xFA48EE69,0U},{0x8DE84D26,1U}},{{0U,1U},{0xDEC75F15,7U},{0xFA48EE69,4294967295U},{4294967295U,7U},{0x8DE84D26,1U},{0U,1U},{0xDEC75F15,0U},{4294967295U,0U},{4294967295U,0U},{0xDEC75F15,1U}},{{0U,1U},{0x8DE84D26,7U},{4294967295U,4294967295U},{0xFA48EE69,7U},{0xDEC75F15,1U},{0U,1U},{0x8DE84D26,0U},{0xFA48EE69,0U},{0xFA48EE69,0U},{0x8DE84D26,1U}},{{0U,1U},{0xDEC75F15,7U},{0xFA48EE69,4294967295U},{4294967295U,7U},{0x8DE84D26,1U},{0U,1U},{0xDEC75F15,0U},{4294967295U,0U},{4294967295U,0U},{0xDEC75F15,1U}},{{0U,1U},{0x8DE84D26,7U},{4294967295U,4294967295U},{0xFA48EE69,7U},{0xDEC75F15,1U},{0U,0U},{0x087C8294,0x8DE84D26},{0U,7U},{0U,0x8DE84D26},{0x087C8294,0U}},{{0x8DE84D26,4294967295U},{0x1A2151F2,0x1B1AC4B7},{0U,0U},{0U,0x1B1AC4B7},{0x087C8294,4294967295U},{0xDEC75F15,0U},{0x1A2151F2,0x8DE84D26},{0U,7U},{0U,0x8DE84D26},{0x1A2151F2,0U}}};
    int8_t l_420 = 0xA1;
    uint16_t l_421 = 65531U;
    uint32_t l_538 = 0xC633036B;
    int16_t l_590 = 1;
    int8_t l_599 = (-7);
    int32_t l_705 = 0xEEEAFDC7;
    int i, j, k;
    l_109 = (((!(safe_add_func_uint32_t_u_u((safe_rshift_func_uint16_t_u_u(((safe_rshift_func_int16_t_s_s((safe_sub_func_uint32_t_u_u((safe_rshift_func_uint16_t_u_u((2U > (((safe_lshift_func_int16_t_s_s(p_70, (g_90 = (l_88 <= (l_89 = 7U))))) >= (safe_add_func_int16_t_s_s((!(((((g_72 > (safe_lshift_func_uint16_t_u_s((safe_add_func_uint16_t_u_u((safe_lshift_func_int16_t_s_s(((((safe_mul_func_int16_t_s_s((l_108 = (g_9 , ((safe_mul_func_uint16_t_u_u(l_88, (safe_mod_func_int32_t_s_s((l_88 <= ((g_107 = (l_106 = (p_70 , g_73))) > 2)), l_88)))) , g_42))), 0x45D3)) <= 0) != g_42) & p_70), g_73)), g_42)), 15))) ^ 1U) | p_70) <= p_68) & 0x4559F947)), g_42))) > p_67)), 0)), p_68)), p_69)) || g_107), 4)), p_69))) == g_72) , 9);
    l_108 = (((p_68 = g_9) , g_42) < (l_89 = 0xCEB5));
    if ((g_73 && (g_42 <= g_42)))
    { /* block id: 25 */
        uint32_t l_146[7] = {0xB4620FE3,9U,0xB4620FE3,0xB4620FE3,9U,0xB4620FE3,0xB4620FE3};
        uint16_t l_226 = 1U;
        int32_t l_227 = 0xDBFA4552;
        int32_t l_377 = 1;
        int32_t l_388[7][2][2] = {{{(-3),0x8A9AF497},{0x1F8ADE7C,0x1F8ADE7C}},{{0x1F8ADE7C,0x8A9AF497},{(-3),0xFBF128C1}},{{0x8A9AF497,0xFBF128C1},{(-3),0x8A9AF497}},{{0x1F8ADE7C,0x1F8ADE7C},{0x1F8ADE7C,0x8A9AF497}},{{(-3),0xFBF128C1},{0x8A9AF497,0xFBF128C1}},{{(-3),0x8A9AF497},{0x1F8ADE7C,0x1F8ADE7C}},{{0x1F8ADE7C,0x8A9AF497},{(-3),0xFBF128C1}}};
        uint32_t l_419 = 0x19A0BE3B;
        int32_t l_459[1];
        uint16_t l_494 = 65534U;
        int i, j, k;
        for (i = 0; i < 1; i = i + 1)
            l_459[i] = (-1);
        for (g_42 = 29; (g_42 > 34); g_42 = safe_add_func_uint32_t_u_u(g_42, 9))
        { /* block id: 28 */
            uint32_t l_147 = 4294967292U;
            uint16_t l_162 = 0U;
            int32_t l_187 = 0xD9D43CF3;
            int32_t l_188 = 5;
            int16_t l_218 = 0x67B0;
            uint32_t l_228 = 0x760C5D1E;
            uint32_t l_285 = 0xCBE04423;
            int8_t l_415 = 0x55;
            int32_t l_485 = 0x8D0C2158;
            for (l_88 = 0; (l_88 >= 45); l_88 = safe_add_func_uint16_t_u_u(l_88, 1))
            { /* block id: 31 */
                int32_t l_126 = 0xE841A119;
                int32_t l_127 = 0;
                g_128 = ((safe_add_func_uint16_t_u_u(((g_90 , ((safe_rshift_func_uint16_t_u_s(((safe_lshift_func_int16_t_s_s(g_9, ((p_68 <= (safe_rshift_func_uint16_t_u_u(0x6CE2, g_107))) , (safe_add_func_uint16_t_u_u(((p_70 , ((l_126 = ((safe_mul_func_uint16_t_u_u(((l_106 = l_88) ^ g_73), p_67)) , 0x60A5FB02)) && p_70)) && p_67), g_72))))) || p_70), l_109)) || 0xEEA40FDB)) && 4294967295U), l_127)) || g_107);
                p_68 = (safe_mod_func_int32_t_s_s((0 & ((g_128 = g_9) && ((safe_add_func_uint32_t_u_u((g_107 = (safe_lshift_func_int16_t_s_s(0xCCA7, 12))), (p_69 , (!(!((((p_70 , (((g_149 = (safe_mod_func_uint32_t_u_u((l_108 = (g_148 = (((((g_139[0] = p_67) , (safe_add_func_uint16_t_u_u(((safe_mul_func_uint16_t_u_u((safe_sub_func_uint16_t_u_u(0x1637, p_68)), ((-1) & (-1)))) , l_146[2]), l_147))) < l_147) == p_68) >= 0xD1F82652))), p_70))) < g_42) <= g_128)) , 0x0F31) & g_90) <= l_126)))))) , 0x75F9))), 1U));
            }
            if ((safe_sub_func_uint32_t_u_u(p_67, g_73)))
            { /* block id: 43 */
                int8_t l_173[8] = {0xD5,1,0xD5,1,0xD5,1,0xD5,1};
                int32_t l_183 = 0;
                int8_t l_204 = 0x9E;
                int8_t l_211 = (-5);
                int i;
                for (p_69 = (-10); (p_69 != (-10)); p_69 = safe_add_func_int32_t_s_s(p_69, 4))
                { /* block id: 46 */
                    int32_t l_163 = 0x17541656;
                    int32_t l_168 = 0x89317E4F;
                    int32_t l_184 = (-1);
                    p_68 = (safe_add_func_uint16_t_u_u((g_128 ^ ((safe_mul_func_int16_t_s_s(((safe_mod_func_int16_t_s_s((l_163 = (safe_mod_func_int16_t_s_s(0xE60E, l_162))), (safe_lshift_func_int16_t_s_s((p_69 , ((l_187 = (safe_add_func_uint32_t_u_u(((l_168 = (l_162 != p_70)) | ((safe_rshift_func_int16_t_s_s((((safe_rshift_func_int16_t_s_u(((((g_107 = (l_173[4] == ((safe_mul_func_int16_t_s_s((safe_mul_func_int16_t_s_s((g_185 = (safe_mul_func_uint16_t_u_u(((~(0U >= (((safe_add_func_uint16_t_u_u((((l_183 = l_146[2]) | g_42) > l_173[0]), 0xC42B)) ^ p_69) == g_148))) < p_69), l_184))), l_186)), l_147)) | 0x36AC))) ^ 4294967295U) , 0xFD9A5CC0) < p_68), 13)) , p_67) <= g_9), 0)) || 0x160A43F8)), 4294967288U))) | l_173[4])), l_188)))) | l_184), p_70)) > 0U)), (-1)));
                }
                for (l_88 = (-11); (l_88 < 35); l_88 = safe_add_func_int16_t_s_s(l_88, 7))
                { /* block id: 57 */
                    int8_t l_219 = 0x9C;
                    int32_t l_222 = 0x57EFDBF3;
                    for (l_187 = 0; (l_187 <= 2); l_187 += 1)
                    { /* block id: 60 */
                        int i;
                        g_205 = (g_139[l_187] <= (safe_mod_func_uint32_t_u_u((l_173[4] | (l_204 = (safe_lshift_func_uint16_t_u_u((((p_68 <= (safe_add_func_uint16_t_u_u((g_90 = (safe_sub_func_int32_t_s_s(g_128, ((safe_rshift_func_uint16_t_u_s((((safe_sub_func_int32_t_s_s(((((g_149 = l_183) || p_69) != (p_67 != ((g_203 || (65528U | g_73)) == 0xAA77))) >= (-5)), (-6))) == 0xAAD6) ^ 0), p_67)) && 0U)))), l_173[4]))) >= p_68) >= g_72), p_69)))), g_107)));
                        g_212 = (safe_unary_minus_func_int32_t_s(((0x70AFF555 && ((p_67 != (((g_72 & (p_69 >= (g_72 || g_205))) >= 8U) || ((safe_add_func_uint32_t_u_u(p_67, p_70)) < g_139[l_187]))) > l_211)) > g_149)));
                        p_68 = (4294967291U != (l_183 , (g_213[4] = l_146[2])));
                        if (g_9)
                            continue;
                    }
                    g_223 = ((0x1F7435F2 <= ((safe_lshift_func_uint16_t_u_s((safe_mul_func_uint16_t_u_u((((l_218 , (l_183 = (((((0xF2A7C57E & (l_222 = (((0xAA09B46B <= g_139[0]) <= ((l_219 & 0xCCE0) | (2U < (((safe_mod_func_uint32_t_u_u(p_68, 1U)) > p_69) , g_42)))) == l_219))) == 0x1ADA6F62) | 0xFAE4) <= p_69) & g_148))) || g_139[0]) >= 0), p_68)), g_148)) < g_107)) , 0);
                }
                g_229 = (((((((0xAD141778 <= ((((-1) | g_139[1]) > (g_203 , p_68)) , 3)) , (l_227 = ((((l_109 = 0x7217) >= (((l_108 = (safe_rshift_func_uint16_t_u_u(0U, 9))) | l_226) < g_212)) & 0xBC7C59C4) > p_70))) >= l_226) , l_183) ^ g_9) == l_228) >= 3U);
                for (p_68 = 23; (p_68 == (-10)); --p_68)
                { /* block id: 80 */
                    int32_t l_279 = 0x3B00657D;
                    g_244[1][6][0] = (l_109 = (safe_mul_func_int16_t_s_s(l_228, (safe_lshift_func_int16_t_s_s((((0x5D245C51 < 0xD67A6C11) < ((p_69 || (safe_mod_func_uint32_t_u_u((0xC490 | (safe_lshift_func_uint16_t_u_u((p_69 && (safe_sub_func_int32_t_s_s(l_106, ((safe_sub_func_uint32_t_u_u(g_185, (g_9 == (-5)))) || p_70)))), g_9))), p_68))) | g_90)) , l_211), 8)))));
                    l_187 = (-1);
                    for (l_186 = 0; (l_186 <= 2); l_186 += 1)
                    { /* block id: 86 */
                        uint16_t l_277 = 65530U;
                        l_279 = (safe_add_func_int16_t_s_s((((~(safe_lshift_func_int16_t_s_u((safe_add_func_uint16_t_u_u(p_68, ((safe_sub_func_uint16_t_u_u(g_244[7][3][0], (p_69 >= (safe_rshift_func_uint16_t_u_u(p_68, ((safe_rshift_func_int16_t_s_s(((safe_lshift_func_int16_t_s_s((safe_lshift_func_int16_t_s_s((safe_lshift_func_int16_t_s_u((0x013E >= (safe_mul_func_uint16_t_u_u(((1 == ((safe_lshift_func_int16_t_s_s((safe_mul_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_s(g_213[2], ((safe_lshift_func_uint16_t_u_u((safe_unary_minus_func_uint32_t_u((((((safe_add_func_uint16_t_u_u(p_68, (((9U < 4) <= 0xE312AFD5) , g_203))) <= l_277) , l_186) > g_128) & g_128))), l_278)) , 0xD466))), l_147)), p_68)) & l_277)) && 0x77DDB8EC), g_185))), g_229)), 9)), 9)) , l_106), 14)) , p_68)))))) != g_42))), l_279))) , 0xA6FA7AC4) > 0x9971AD17), l_173[0]));
                        l_183 = p_70;
                    }
                    g_244[1][6][0] = g_148;
                }
            }
            else
            { /* block id: 92 */
                int32_t l_284 = 0x7957FE21;
                uint32_t l_300[7] = {4294967291U,4294967291U,4294967291U,4294967291U,4294967291U,4294967291U,4294967291U};
                int32_t l_301 = (-1);
                int16_t l_316 = 0;
                uint32_t l_317 = 4294967289U;
                uint16_t l_416 = 0x8CAF;
                int i;
                l_301 = (p_68 = (((safe_mul_func_int16_t_s_s((l_284 = (safe_mod_func_uint16_t_u_u((l_284 > (((((l_285 == l_186) , (safe_rshift_func_uint16_t_u_u((0x0DBD > 65535U), 13))) , (safe_lshift_func_uint16_t_u_u((g_205 = g_128), 0))) <= (((safe_add_func_int16_t_s_s((safe_add_func_int32_t_s_s((safe_mod_func_uint16_t_u_u((l_89 = (((safe_lshift_func_int16_t_s_u((safe_lshift_func_int16_t_s_s((p_68 | (((g_139[0] = p_69) , 0xA9B3D71B) >= 4294967295U)), 6)), l_147)) , g_185) == l_188)), l_108)), l_284)), l_300[1])) , l_227) > 1)) ^ 1)), g_9))), l_186)) < g_203) ^ 0x6119));
                if (((safe_mul_func_uint16_t_u_u((g_128 = ((((safe_mod_func_int16_t_s_s(0xABB9, (safe_rshift_func_int16_t_s_s((l_187 = (p_67 | ((((((g_244[2][7][0] , (0x0911 ^ ((safe_add_func_uint32_t_u_u((l_285 > (g_128 == (g_139[0] > (g_213[1] > ((((((((safe_rshift_func_int16_t_s_u((safe_mul_func_uint16_t_u_u((safe_mod_func_uint32_t_u_u((((((((((g_139[0] || p_68) >= p_68) && p_68) == p_67) || p_67) && 0xCF694FA6) & l_162) == l_187) , g_244[1][6][0]), p_68)), p_68)), l_300[2])) , p_67) <= p_70) != l_146[3]) == 0x4FEB) == p_69) , l_316) < l_300[1]))))), l_227)) || l_108))) & 0x6E17EB04) >= g_90) , l_226) > p_69) , g_185))), g_203)))) > l_218) <= l_317) ^ l_109)), 0x7651)) , p_67))
                { /* block id: 101 */
                    if (g_73)
                        break;
                }
                else
                { /* block id: 103 */
                    uint32_t l_326 = 4294967286U;
                    int32_t l_337 = 0x2E3BCCD2;
                    int32_t l_346 = 6;
                    for (g_205 = (-9); (g_205 <= 43); g_205 = safe_add_func_int16_t_s_s(g_205, 1))
                    { /* block id: 106 */
                        uint32_t l_336 = 0xA5C8871E;
                        int32_t l_338[1][4][9];
                        int i, j, k;
                        for (i = 0; i < 1; i = i + 1)
                        {
                            for (j = 0; j < 4; j = j + 1)
                            {
                                for (k = 0; k < 9; k = k + 1)
                                    l_338[i][j][k] = 1;
                            }
                        }
                        g_244[5][2][0] = ((safe_mod_func_int16_t_s_s(((l_187 = (safe_mul_func_int16_t_s_s(p_70, (((safe_rshift_func_int16_t_s_u(l_108, (l_338[0][2][4] = ((((l_337 = ((l_326 = (p_67 , g_9)) | (((-9) >= (safe_lshift_func_uint16_t_u_s((p_67 && (safe_mod_func_uint32_t_u_u(l_146[2], ((safe_rshift_func_uint16_t_u_u(((3U < (safe_mul_func_int16_t_s_s((((~(((1U || l_146[6]) , 0) ^ 0x02B9)) ^ g_139[0]) != 0x1EBD), p_67))) > 0x6317C229), l_336)) , 0x92A9F23F)))), g_244[1][6][0]))) <= g_107))) != l_228) , 65529U) >= p_70)))) , (-1)) | l_109)))) != g_128), p_67)) ^ l_317);
                        if (g_42)
                            continue;
                    }
                    for (l_278 = 0; (l_278 >= 47); l_278 = safe_add_func_uint32_t_u_u(l_278, 6))
                    { /* block id: 116 */
                        int32_t l_366[5];
                        int i;
                        for (i = 0; i < 5; i = i + 1)
                            l_366[i] = 0xC5D144D0;
                        g_244[1][6][0] = (l_341[5][6][1] = 0x829D655A);
                        p_68 = (safe_mul_func_int16_t_s_s((((safe_add_func_int16_t_s_s((l_337 < ((((-2) >= (g_244[1][2][0] = (l_346 = 0x2B0D4338))) , l_218) < (safe_mul_func_int16_t_s_s((p_68 , 0), g_185)))), (safe_rshift_func_int16_t_s_u(g_107, 13)))) <= 0x97EF) || p_69), l_227));
                        p_68 = (((p_68 , (((g_185 = g_9) >= ((((safe_mod_func_int32_t_s_s(((safe_add_func_int32_t_s_s((((l_227 = ((safe_lshift_func_int16_t_s_u(((safe_rshift_func_uint16_t_u_s((safe_sub_func_uint32_t_u_u((safe_lshift_func_uint16_t_u_u(65532U, 3)), 9U)), 15)) , (((0x38FE > (safe_unary_minus_func_uint16_t_u((l_106 = ((((safe_mul_func_uint16_t_u_u(l_366[4], (safe_mod_func_int32_t_s_s(((l_228 >= 65532U) >= (safe_lshift_func_uint16_t_u_u(((safe_sub_func_uint16_t_u_u(((65534U != p_67) == 0x7AFCBD41), 0x91DF)) && 1U), 11))), g_90)))) > 0x00DD) >= l_337) <= l_316))))) > 0xD898) , g_148)), 4)) ^ p_70)) , g_148) && (-5)), 0U)) != p_70), l_366[0])) , g_72) || g_73) && l_227)) == g_72)) >= p_70) >= 0xF928291F);
                    }
                    for (l_89 = (-8); (l_89 <= 24); l_89 = safe_add_func_int32_t_s_s(l_89, 1))
                    { /* block id: 129 */
                        int32_t l_378 = (-1);
                        int16_t l_417 = 0x2869;
                        int32_t l_418 = 1;
                        l_377 = (safe_mod_func_uint16_t_u_u((l_226 != l_337), 0x9B5B));
                        p_68 = (((g_90 = (l_378 = (l_337 = (p_67 && 1U)))) , (l_388[4][0][1] = (p_68 , ((safe_add_func_uint32_t_u_u((safe_lshift_func_uint16_t_u_s(((g_229 & g_139[1]) , 0xB583), g_42)), (safe_unary_minus_func_uint16_t_u(((safe_mul_func_int16_t_s_s(p_67, (((safe_mul_func_int16_t_s_s(p_68, p_69)) != 0xA8EFB1D9) || l_285))) , g_213[0]))))) , 1)))) ^ g_139[0]);
                        g_422[0][2][2] = ((safe_add_func_int16_t_s_s(((((((g_185 = (safe_sub_func_uint32_t_u_u(p_70, (p_68 >= (l_284 = (safe_lshift_func_uint16_t_u_s(l_109, (safe_lshift_func_uint16_t_u_s(((((1 >= (g_397 && (safe_rshift_func_uint16_t_u_u((safe_mul_func_int16_t_s_s((safe_mod_func_int16_t_s_s(((safe_sub_func_int32_t_s_s((g_244[1][6][0] = 9), l_88)) < ((~(((~(safe_rshift_func_int16_t_s_s((safe_unary_minus_func_uint16_t_u((((l_421 = ((((g_203 >= (l_418 = (safe_mod_func_uint16_t_u_u(((l_346 = ((((((l_301 = (((safe_lshift_func_int16_t_s_s(l_415, 9)) < l_278) > g_185)) | 0xE914F0B8) && g_72) | l_300[1]) & l_416) == l_417)) == 8), p_70)))) & l_317) & l_419) , l_420)) , 1U) >= l_388[0][0][1]))), 11))) == g_73) && g_203)) ^ 0x696B4438)), l_326)), p_70)), 4)))) == g_149) && g_229) >= p_68), p_68))))))))) <= 0U) , 3) > l_388[2][1][0]) , 4294967295U) , p_70), g_73)) | p_70);
                    }
                }
            }
            g_244[2][1][0] = (safe_sub_func_uint16_t_u_u(l_147, (l_188 = (((g_422[0][2][2] = (safe_mul_func_int16_t_s_s((g_139[2] | (((((l_106 , (((l_162 <= (safe_sub_func_uint32_t_u_u(((l_388[4][1][1] , ((-4) <= (p_68 = l_278))) , (safe_add_func_uint16_t_u_u((g_203 , (g_205 = (safe_mul_func_uint16_t_u_u(((((((p_70 , p_67) != 0x0A78) ^ l_388[0][0][0]) == l_146[2]) , p_70) || p_68), l_415)))), 1))), l_278))) && 8) || p_67)) , p_70) & g_229) != (-1)) & l_226)), g_9))) & (-10)) >= 4294967295U))));
            for (g_185 = (-19); (g_185 != 18); g_185 = safe_add_func_uint16_t_u_u(g_185, 1))
            { /* block id: 154 */
                int32_t l_442 = 0;
                int32_t l_443 = 1;
                uint16_t l_542[6][8] = {{9U,1U,1U,2U,65533U,65533U,2U,1U},{65535U,65535U,1U,0U,65533U,0U,0x62D1,0U},{9U,1U,0U,1U,9U,0xAC56,65535U,0U},{1U,65533U,0x62D1,0U,0U,0x62D1,65533U,1U},{1U,0xAC56,0x62D1,2U,65535U,9U,65535U,2U},{0U,0x788B,0U,0U,2U,9U,0x62D1,0x62D1}};
                int i, j;
                if ((l_419 != g_212))
                { /* block id: 155 */
                    int32_t l_441[8][8][4] = {{{0xB964FE7D,0xFD1CAE22,0x515C299F,0xA118B436},{(-1),6,0xD46969C6,0x68BDAEAC},{0x5409C428,(-6),(-2),0x3B79B07E},{0xD46969C6,0x515C299F,0x1A75E040,0xB861F2BE},{0xFD1CAE22,0xBEA3A06B,0x5409C428,0xBEA3A06B},{0x898332D3,0xD46969C6,(-1),6},{0xCC50A404,(-8),0x3B79B07E,0x1A75E040},{0x1A75E040,0x6DE3CCA6,6,(-1)}},{{0x1A75E040,0x63662FD1,0x3B79B07E,0xDC5F1FE5},{0xCC50A404,(-1),(-1),0x529FD8B6},{0x898332D3,(-1),0x5409C428,0xA095CF3C},{0xFD1CAE22,0,0x1A75E040,1},{0xD46969C6,0xB964FE7D,(-2),1},{0x5409C428,9,0xD46969C6,0xD46969C6},{(-1),(-1),0x515C299F,0x6DE3CCA6},{0xB964FE7D,0xDC5F1FE5,9,0xFD1CAE22}},{{0x529FD8B6,(-6),0x0489F0D1,1},{(-1),(-6),(-8),0x1A75E040},{(-6),0,0xB964FE7D,0xB8D369A7},{(-2),0x5409C428,(-1),0xA118B436},{0x515C299F,1,0x5409C428,0x6DE3CCA6},{0x3B79B07E,0xBEA3A06B,0xD46969C6,(-6)},{0,6,0xFD1CAE22,(-8)},{0x898332D3,0,0x898332D3,9}},{{0xDC5F1FE5,0x898332D3,0xCC50A404,0},{(-8),0x3B79B07E,0x1A75E040,0x898332D3},{0x63662FD1,0xB8D369A7,0x1A75E040,(-1)},{(-8),0x529FD8B6,0xCC50A404,(-2)},{0xDC5F1FE5,0xA118B436,0x898332D3,0xB861F2BE},{0x898332D3,0xB861F2BE,0xFD1CAE22,0xD46969C6},{0,6,0xD46969C6,0xA095CF3C},{0x3B79B07E,0xFD1CAE22,0x5409C428,0xCC50A404}},{{0x515C299F,(-1),(-1),0x515C299F},{(-2),0x1A75E040,0xB964FE7D,0},{(-6),0x63662FD1,(-8),1},{(-1),0x515C299F,0x0489F0D1,1},{0x529FD8B6,0x63662FD1,1,0},{0xBEA3A06B,0x1A75E040,6,0x515C299F},{0x5409C428,(-1),0xA118B436,0xCC50A404},{(-1),0xFD1CAE22,0x63662FD1,0xA095CF3C}},{{0xA118B436,6,(-1),0xD46969C6},{0x1A75E040,0xB861F2BE,(-1),0xB861F2BE},{3,0xA118B436,0,(-2)},{1,0x529FD8B6,0xA095CF3C,(-1)},{(-1),0xB8D369A7,(-2),0x898332D3},{(-1),0x3B79B07E,0xA095CF3C,0},{1,0x898332D3,0,9},{3,0,(-1),(-8)}},{{0x1A75E040,6,(-1),(-6)},{0xA118B436,0xBEA3A06B,0x63662FD1,0x6DE3CCA6},{(-1),1,0xA118B436,0xA118B436},{0x5409C428,0x5409C428,6,0xB8D369A7},{0xBEA3A06B,0,1,0x1A75E040},{0x529FD8B6,(-6),0x0489F0D1,1},{(-1),(-6),(-8),0x1A75E040},{(-6),0,0xB964FE7D,0xB8D369A7}},{{(-2),0x5409C428,(-1),0xA118B436},{0x515C299F,1,0x5409C428,0x6DE3CCA6},{0x3B79B07E,0xBEA3A06B,0xD46969C6,(-6)},{0,6,0xFD1CAE22,(-8)},{0x898332D3,0,0x898332D3,9},{0xDC5F1FE5,0x898332D3,0xCC50A404,0},{(-8),0x3B79B07E,0x1A75E040,0x898332D3},{0x63662FD1,0xB8D369A7,(-1),0}}};
                    int i, j, k;
                    g_244[1][6][0] = l_377;
                    if (p_68)
                        continue;
                    l_443 = (safe_lshift_func_uint16_t_u_u((p_70 == (((((l_442 = (0x50D94507 & (((safe_lshift_func_int16_t_s_u(p_67, 14)) < (safe_mul_func_uint16_t_u_u((((0xB17C0A01 || ((g_73 , (l_441[6][6][2] == p_68)) != 0x7AE3)) == (g_90 = (g_422[0][2][3] <= 0xB8DF))) , p_69), g_244[5][3][0]))) > 0xE58AC447))) , 8) , p_70) , 1) , g_212)), 5));
                    l_227 = (safe_unary_minus_func_int16_t_s(((l_377 = ((((g_244[1][6][0] = ((((g_422[0][1][0] = ((((safe_rshift_func_uint16_t_u_u((0xCA382A8C & (safe_sub_func_uint32_t_u_u((((((safe_sub_func_uint32_t_u_u((((((l_441[0][3][2] | (((((safe_add_func_int32_t_s_s(p_69, (g_139[2] < p_67))) != 0U) > (safe_mod_func_int32_t_s_s((l_106 = ((safe_rshift_func_int16_t_s_s(l_441[3][2][1], (safe_mul_func_uint16_t_u_u(g_149, g_223)))) != p_68)), 1U))) > l_421) | 0xE6E6E3DF)) <= 0xD46C5297) || 0xD730CA24) > p_70) ^ g_149), l_388[5][0][1])) <= 1U) || g_72) > g_148) , p_69), g_139[1]))), 9)) , g_128) | g_205) & 0x6B79A995)) , l_162) , p_69) < 0U)) | l_186) >= g_149) <= l_415)) > p_69)));
                }
                else
                { /* block id: 166 */
                    p_68 = (((p_67 >= ((g_139[1] = l_218) , 0x805A)) | ((l_109 = g_422[0][1][3]) || ((4 >= l_442) , ((l_442 , (0x4594 <= 65526U)) != p_70)))) ^ 0xE5A9);
                }
                if (p_69)
                { /* block id: 171 */
                    if (l_459[0])
                        break;
                    if (((safe_add_func_int16_t_s_s((((((g_148 , g_244[5][5][0]) >= (((g_128 = (l_443 = 0x2352)) >= ((safe_add_func_int32_t_s_s(((((safe_mul_func_uint16_t_u_u((g_223 <= g_139[0]), ((safe_lshift_func_uint16_t_u_u(l_108, (g_72 & (((safe_add_func_uint16_t_u_u(((p_67 <= 0xDAAF) , p_69), g_42)) == g_397) >= g_107)))) != p_70))) == g_139[0]) == g_107) <= g_422[0][2][2]), 0x5E024383)) , 0x1377)) && 0x6455D9A9)) | p_69) && p_68) >= g_213[1]), p_70)) , 0x75D082F1))
                    { /* block id: 175 */
                        return p_69;
                    }
                    else
                    { /* block id: 177 */
                        return p_69;
                    }
                }
                else
                { /* block id: 180 */
                    int32_t l_480 = 0x002B68F0;
                    int32_t l_495 = 0x2F021014;
                    int16_t l_551 = 0x32F3;
                    p_68 = g_244[2][6][0];
                    if ((safe_sub_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u((g_128 = ((safe_unary_minus_func_uint32_t_u(((g_477 = (g_476 = (~0xE3CA38FC))) , 1U))) <= (l_480 = (g_107 = (p_68 == (g_42 , (safe_rshift_func_uint16_t_u_u(l_285, 12)))))))), (safe_add_func_uint32_t_u_u(((safe_sub_func_uint32_t_u_u(l_485, (safe_lshift_func_int16_t_s_s(((((safe_mod_func_int32_t_s_s((((l_108 = (safe_sub_func_uint32_t_u_u(((safe_mul_func_uint16_t_u_u((0x9269ACA4 < ((g_422[0][1][0] = ((l_442 != g_205) <= l_377)) || 0x9FDF)), 0xCB88)) <= 0xEB6BF709), 0))) >= 0x8F9B) && g_205), l_442)) , 0xB141) , g_422[0][2][2]) , l_494), 7)))) , p_67), g_73)))), l_495)))
                    { /* block id: 189 */
                        uint32_t l_504[4][8] = {{0x5D249943,0x830DA3AB,0x830DA3AB,0x5D249943,0xC5DCD7DF,0xB59CE906,0xC5DCD7DF,0x5D249943},{0x830DA3AB,0xC5DCD7DF,0x830DA3AB,6U,0x84A016EA,0x84A016EA,6U,0x830DA3AB},{0xC5DCD7DF,0xC5DCD7DF,0x84A016EA,0xB59CE906,0x4CBF2352,0xB59CE906,0x84A016EA,0xC5DCD7DF},{0xC5DCD7DF,0x830DA3AB,6U,0x84A016EA,0x84A016EA,6U,0x830DA3AB,0xC5DCD7DF}};
                        int32_t l_524[7];
                        int i, j;
                        for (i = 0; i < 7; i = i + 1)
                            l_524[i] = 0x5EABDA34;
                        g_244[1][6][0] = ((safe_sub_func_uint32_t_u_u(((safe_rshift_func_int16_t_s_s((safe_add_func_uint16_t_u_u((((safe_mod_func_int32_t_s_s(l_504[0][5], (((safe_mod_func_uint16_t_u_u((((safe_sub_func_uint16_t_u_u(((l_388[1][1][0] && ((((safe_lshift_func_uint16_t_u_s((l_524[4] = (safe_mul_func_int16_t_s_s(0x4CE2, (safe_rshift_func_int16_t_s_u((l_459[0] = ((((((((g_149 = ((((l_504[0][5] , (safe_mul_func_int16_t_s_s((safe_sub_func_uint32_t_u_u((((!((safe_mod_func_int16_t_s_s((((l_443 , ((((-1) == (safe_sub_func_uint32_t_u_u(p_67, (-3)))) != (((g_477 | g_73) == 1U) ^ g_476)) < g_229)) > p_68) > l_504[2][4]), p_70)) != l_504[1][4])) , l_106) & p_68), p_69)), l_480))) , g_223) , g_203) | p_67)) | 0xE3EDC709) | 0x7BA37954) | 0x6213D6B7) != g_422[0][2][2]) >= g_73) && 0) ^ 1U)), 10))))), p_70)) , (-1)) != g_422[0][2][1]) <= g_244[1][7][0])) , l_88), g_212)) <= p_70) , g_397), g_525)) , p_67) & p_69))) != 1U) == 1U), 0x4A47)), p_67)) < 0x5248), 0x07409838)) == 0);
                        g_244[0][1][0] = (safe_mod_func_int32_t_s_s((-1), (safe_lshift_func_uint16_t_u_u((safe_sub_func_uint16_t_u_u((g_212 ^ (l_495 = l_442)), g_476)), 15))));
                    }
                    else
                    { /* block id: 196 */
                        int16_t l_541 = (-1);
                        p_68 = (g_149 | ((((safe_rshift_func_int16_t_s_s((safe_mod_func_uint32_t_u_u(l_341[5][6][1], (safe_add_func_int32_t_s_s(l_538, ((safe_rshift_func_uint16_t_u_u(l_541, l_542[5][3])) == ((p_67 || (((p_67 >= (~(safe_mod_func_int32_t_s_s((!((safe_lshift_func_int16_t_s_s((safe_mul_func_int16_t_s_s(((((l_551 | (l_285 || g_223)) , l_480) & g_42) > 0xC6FF), g_73)), l_443)) , p_67)), g_205)))) & p_67) == p_67)) , 65535U)))))), 15)) , 0xD4D6) & p_70) < 0x6B83DD4F));
                    }
                    if (l_542[2][0])
                        continue;
                }
            }
        }
    }
    else
    { /* block id: 203 */
        int8_t l_591[1][6];
        int i, j;
        for (i = 0; i < 1; i = i + 1)
        {
            for (j = 0; j < 6; j = j + 1)
                l_591[i][j] = 0x8F;
        }
        for (l_106 = (-14); (l_106 > 12); l_106 = safe_add_func_uint16_t_u_u(l_106, 9))
        { /* block id: 206 */
            uint32_t l_577[6];
            int32_t l_592 = 0x333886F4;
            int i;
            for (i = 0; i < 6; i = i + 1)
                l_577[i] = 4294967295U;
            for (l_108 = 0; (l_108 >= 0); l_108 -= 1)
            { /* block id: 209 */
                int16_t l_576 = 6;
                int32_t l_578 = 0;
                int32_t l_623[1][8] = {{0,0,0,0,0,0,0,0}};
                int32_t l_624 = 0x5EC14DC0;
                int i, j;
                for (g_477 = 0; (g_477 <= 0); g_477 += 1)
                { /* block id: 212 */
                    for (g_397 = 0; (g_397 >= 0); g_397 -= 1)
                    { /* block id: 215 */
                        int i, j, k;
                        g_244[(l_108 + 2)][(l_108 + 3)][g_477] = (safe_mod_func_int32_t_s_s(g_244[(l_108 + 6)][(g_477 + 4)][g_477], 4294967295U));
                    }
                }
                for (g_525 = 1; (g_525 <= 4); g_525 += 1)
                { /* block id: 221 */
                    int i, j, k;
                    g_244[l_108][(g_525 + 2)][l_108] = (safe_sub_func_uint16_t_u_u((((safe_mul_func_uint16_t_u_u((l_578 = (7U != (safe_rshift_func_int16_t_s_u(((((((safe_add_func_uint32_t_u_u((l_577[2] = ((((safe_mul_func_uint16_t_u_u((g_244[(g_525 + 2)][(g_525 + 2)][l_108] < (~(((0xAAD68A61 != (safe_add_func_int32_t_s_s((g_213[g_525] > (safe_mul_func_uint16_t_u_u((((p_69 | 0U) ^ p_70) | (safe_add_func_int16_t_s_s((((((~0) & 0) & 0) ^ g_213[4]) ^ 0x5B7D), p_70))), l_576))), l_576))) , l_576) , g_203))), 0xEAF6)) == g_128) , 0x3EAB) <= g_185)), 7U)) || 0xA7EC) , p_68) ^ 65535U) > g_525) , p_70), 4)))), 0x6AC7)) > g_525) , g_73), g_422[0][2][2]));
                    for (l_576 = 0; (l_576 >= 0); l_576 -= 1)
                    { /* block id: 227 */
                        int i, j, k;
                        l_592 = (safe_mul_func_int16_t_s_s(g_422[l_108][l_576][(l_108 + 3)], (((safe_mul_func_uint16_t_u_u(((g_244[l_108][(g_525 + 2)][l_108] = (p_68 = (safe_unary_minus_func_int32_t_s(0x7ABEF210)))) > l_578), ((safe_lshift_func_int16_t_s_s((g_397 || (safe_mul_func_int16_t_s_s(p_67, (g_422[l_108][l_576][(l_108 + 3)] , ((l_591[0][1] = (g_139[0] && (l_590 = (((safe_sub_func_uint16_t_u_u(g_422[0][2][2], g_73)) ^ 1) <= g_9)))) , 0x0B88))))), 2)) , l_577[0]))) < 0xB6C0) , g_422[0][2][2])));
                        p_68 = ((g_422[l_576][(l_576 + 1)][(l_108 + 1)] = ((0xB8D68D9D >= (safe_sub_func_int32_t_s_s(0xC4978B0F, p_69))) && 0xEF5486DF)) && ((((safe_lshift_func_int16_t_s_u(((g_223 > (safe_lshift_func_uint16_t_u_u((l_538 , l_576), 8))) >= (0x1391E3DE < ((l_577[2] | l_576) > 0x96E6DFF3))), g_244[1][6][0])) != 0xDF423FFE) , l_599) , 0x40D9));
                        if (g_229)
                            break;
                    }
                    l_109 = (safe_rshift_func_int16_t_s_s((((((((((((~(safe_rshift_func_uint16_t_u_s(g_477, 15))) || 0x6FFE9049) & (safe_mul_func_int16_t_s_s((((!(g_244[(g_525 + 2)][(g_525 + 2)][l_108] = (((~p_68) <= ((safe_rshift_func_uint16_t_u_u((safe_mod_func_uint16_t_u_u((((l_578 != ((((((safe_mod_func_uint16_t_u_u((safe_sub_func_uint16_t_u_u(((g_422[0][2][2] = l_577[2]) < p_69), (l_623[0][4] = (safe_rshift_func_uint16_t_u_u(((((l_592 = (safe_sub_func_uint16_t_u_u(g_244[1][6][0], (((safe_mul_func_uint16_t_u_u((g_203 >= p_67), p_67)) | 0xFB2A) && g_128)))) ^ 0xB62A) != g_185) != g_72), 7))))), g_148)) <= l_88) < (-8)) <= l_624) , g_149) > p_67)) <= g_229) == g_244[1][6][0]), g_72)), p_70)) <= p_68)) , p_68))) <= g_73) ^ 1U), 0xA554))) != 1U) ^ g_213[4]) == 0x2097) ^ 1) , g_107) >= l_591[0][1]) == (-4)) || p_69), p_70));
                    for (g_212 = 0; (g_212 <= 2); g_212 += 1)
                    { /* block id: 244 */
                        uint32_t l_633 = 4294967295U;
                        int32_t l_653 = 0xF3A9C3C2;
                        int32_t l_663 = 0;
                        uint16_t l_678 = 0U;
                        l_592 = (safe_add_func_int32_t_s_s((safe_lshift_func_uint16_t_u_u((safe_lshift_func_int16_t_s_s(((safe_mul_func_int16_t_s_s(((l_591[0][1] && l_591[0][4]) || (l_633 <= 0U)), ((-1) <= (safe_mod_func_int16_t_s_s(((safe_sub_func_int32_t_s_s(0x607D01DC, (((-2) & g_525) <= (0x22D52E36 == 1)))) == g_72), g_107))))) | p_69), l_633)), 8)), 0x4069D775));
                        g_656[3][1] = (g_655 = (safe_mod_func_int32_t_s_s((safe_mod_func_int32_t_s_s(0xA64407A7, (-1))), ((!(((l_633 < (safe_mul_func_uint16_t_u_u((g_213[4] < (g_244[6][5][0] = 0xFAA9C237)), (g_422[0][0][3] = (safe_rshift_func_uint16_t_u_u(g_90, 2)))))) , ((((safe_rshift_func_uint16_t_u_s(p_68, l_591[0][1])) & ((safe_mod_func_int32_t_s_s(((safe_sub_func_uint16_t_u_u((g_205 = (((((l_653 = g_244[1][6][0]) ^ (-5)) && 0xCB69) | g_654) == l_88)), 0U)) != g_244[1][6][0]), g_149)) & g_244[1][6][0])) ^ 0x3701) && l_591[0][4])) | g_476)) , g_397))));
                        g_244[1][6][0] = (g_655 = ((((safe_sub_func_int32_t_s_s((g_185 && (((safe_mod_func_uint16_t_u_u((((safe_mul_func_uint16_t_u_u((l_663 = g_244[1][6][0]), (g_72 != (safe_unary_minus_func_int16_t_s((g_229 , (safe_rshift_func_uint16_t_u_u((g_9 | ((safe_sub_func_int16_t_s_s((safe_sub_func_int32_t_s_s((safe_sub_func_uint16_t_u_u(g_212, ((4294967291U >= (safe_lshift_func_int16_t_s_u((0x9E994D2E <= ((~(((safe_add_func_int32_t_s_s((l_577[2] <= g_476), 4294967295U)) || g_203) || g_213[g_525])) > p_70)), p_70))) , 3))), l_578)), 0xD48A)) > 4294967288U)), 8)))))))) , 0xCE07) != l_678), 2U)) , 0) <= l_633)), l_653)) <= p_68) & 0x0F8A) || (-1)));
                        g_244[6][3][0] = (((safe_rshift_func_int16_t_s_s(((0x486F < (safe_rshift_func_uint16_t_u_s(((l_109 = ((safe_mul_func_uint16_t_u_u((safe_sub_func_int32_t_s_s((g_223 != (((safe_mod_func_int16_t_s_s((p_67 != l_591[0][1]), g_90)) != 0) && (l_341[5][6][1] , (safe_unary_minus_func_int16_t_s((((0x620F > (0 == g_244[8][0][0])) == l_653) | l_577[1])))))), g_422[0][2][2])), 65532U)) , 0)) | 0x6FB5), p_70))) == g_656[3][1]), 1)) & g_107) ^ 0);
                    }
                }
                if (l_278)
                    break;
            }
            l_89 = 0x14D49893;
            if (g_244[1][6][0])
                break;
            for (l_108 = 0; (l_108 >= 0); l_108 -= 1)
            { /* block id: 265 */
                int32_t l_700 = 0xC9E62317;
                int32_t l_702 = 4;
                l_592 = p_70;
                for (l_278 = 0; (l_278 <= 0); l_278 += 1)
                { /* block id: 269 */
                    int i, j, k;
                    l_702 = (g_244[(l_278 + 7)][(l_108 + 5)][l_108] = ((((safe_add_func_uint32_t_u_u((safe_mul_func_int16_t_s_s((-7), ((safe_mul_func_uint16_t_u_u((safe_mul_func_int16_t_s_s(g_244[(l_108 + 6)][l_108][l_278], (g_244[(l_278 + 8)][(l_108 + 3)][l_278] , (g_422[l_278][(l_108 + 1)][(l_278 + 2)] = l_278)))), ((((safe_mod_func_int32_t_s_s(l_700, g_149)) , p_68) , (((g_244[4][4][0] || 0x0C254CB2) < g_73) != 0xA958DED5)) || 0xCCD9))) , 0xD02C))), p_69)) & g_701) | l_420) , 1));
                    g_655 = ((g_244[(l_278 + 7)][(l_108 + 5)][l_108] = g_397) && (l_705 = ((safe_lshift_func_uint16_t_u_u(p_69, 5)) , g_244[(l_278 + 7)][(l_108 + 5)][l_108])));
                    if (g_229)
                        continue;
                    if (l_705)
                        continue;
                }
            }
        }
        return l_591[0][1];
    }
    return l_108;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_9, "g_9", print_hash_value);
    transparent_crc(g_42, "g_42", print_hash_value);
    transparent_crc(g_64, "g_64", print_hash_value);
    transparent_crc(g_65, "g_65", print_hash_value);
    transparent_crc(g_72, "g_72", print_hash_value);
    transparent_crc(g_73, "g_73", print_hash_value);
    transparent_crc(g_90, "g_90", print_hash_value);
    transparent_crc(g_107, "g_107", print_hash_value);
    transparent_crc(g_128, "g_128", print_hash_value);
    for (i = 0; i < 3; i = i + 1)
    {
        transparent_crc(g_139[i], "g_139[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_148, "g_148", print_hash_value);
    transparent_crc(g_149, "g_149", print_hash_value);
    transparent_crc(g_185, "g_185", print_hash_value);
    transparent_crc(g_203, "g_203", print_hash_value);
    transparent_crc(g_205, "g_205", print_hash_value);
    transparent_crc(g_212, "g_212", print_hash_value);
    for (i = 0; i < 5; i = i + 1)
    {
        transparent_crc(g_213[i], "g_213[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_223, "g_223", print_hash_value);
    transparent_crc(g_229, "g_229", print_hash_value);
    for (i = 0; i < 9; i = i + 1)
    {
        for (j = 0; j < 9; j = j + 1)
        {
            for (k = 0; k < 1; k = k + 1)
            {
                transparent_crc(g_244[i][j][k], "g_244[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_397, "g_397", print_hash_value);
    for (i = 0; i < 1; i = i + 1)
    {
        for (j = 0; j < 3; j = j + 1)
        {
            for (k = 0; k < 4; k = k + 1)
            {
                transparent_crc(g_422[i][j][k], "g_422[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_476, "g_476", print_hash_value);
    transparent_crc(g_477, "g_477", print_hash_value);
    transparent_crc(g_525, "g_525", print_hash_value);
    transparent_crc(g_654, "g_654", print_hash_value);
    transparent_crc(g_655, "g_655", print_hash_value);
    for (i = 0; i < 4; i = i + 1)
    {
        for (j = 0; j < 2; j = j + 1)
        {
            transparent_crc(g_656[i][j], "g_656[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_701, "g_701", print_hash_value);
    transparent_crc(g_737, "g_737", print_hash_value);
    transparent_crc(g_738, "g_738", print_hash_value);
    transparent_crc(g_983, "g_983", print_hash_value);
    transparent_crc(g_1273, "g_1273", print_hash_value);
    transparent_crc(g_1434, "g_1434", print_hash_value);
    for (i = 0; i < 6; i = i + 1)
    {
        for (j = 0; j < 7; j = j + 1)
        {
            for (k = 0; k < 4; k = k + 1)
            {
                transparent_crc(g_1508[i][j][k], "g_1508[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 270
XXX total union variables: 0

XXX max expression depth: 53
breakdown:
   depth: 1, occurrence: 205
   depth: 2, occurrence: 56
   depth: 3, occurrence: 5
   depth: 4, occurrence: 5
   depth: 5, occurrence: 3
   depth: 6, occurrence: 2
   depth: 9, occurrence: 1
   depth: 12, occurrence: 1
   depth: 13, occurrence: 1
   depth: 14, occurrence: 1
   depth: 15, occurrence: 1
   depth: 16, occurrence: 1
   depth: 17, occurrence: 2
   depth: 18, occurrence: 2
   depth: 19, occurrence: 3
   depth: 20, occurrence: 2
   depth: 21, occurrence: 5
   depth: 22, occurrence: 2
   depth: 23, occurrence: 4
   depth: 24, occurrence: 5
   depth: 25, occurrence: 3
   depth: 26, occurrence: 4
   depth: 27, occurrence: 3
   depth: 28, occurrence: 2
   depth: 29, occurrence: 1
   depth: 30, occurrence: 5
   depth: 31, occurrence: 7
   depth: 32, occurrence: 5
   depth: 33, occurrence: 2
   depth: 34, occurrence: 2
   depth: 35, occurrence: 2
   depth: 36, occurrence: 1
   depth: 38, occurrence: 3
   depth: 39, occurrence: 1
   depth: 40, occurrence: 4
   depth: 41, occurrence: 1
   depth: 42, occurrence: 1
   depth: 43, occurrence: 1
   depth: 44, occurrence: 1
   depth: 45, occurrence: 2
   depth: 46, occurrence: 1
   depth: 49, occurrence: 1
   depth: 53, occurrence: 2

XXX total number of pointers: 0

XXX times a non-volatile is read: 1539
XXX times a non-volatile is write: 473
XXX times a volatile is read: 30
XXX    times read thru a pointer: 0
XXX times a volatile is write: 1
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 535
XXX percentage of non-volatile access: 98.5

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 235
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 34
   depth: 1, occurrence: 22
   depth: 2, occurrence: 31
   depth: 3, occurrence: 30
   depth: 4, occurrence: 55
   depth: 5, occurrence: 63

XXX percentage a fresh-made variable is used: 14
XXX percentage an existing variable is used: 86
********************* end of statistics **********************/

