/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 1014890404 --no-arrays --no-comma-operators --no-compound-assignment --no-divs --no-embedded-assigns --no-pre-incr-operator --no-pre-decr-operator --no-post-decr-operator --no-unary-plus-operator --no-longlong --no-packed-struct --no-volatile-pointers --no-const-pointers
 * Seed:      1014890404
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
static int16_t g_5 = 0xDB50;
static volatile int32_t g_59 = 0x5ADB51FD;/* VOLATILE GLOBAL g_59 */
static volatile int32_t *g_58 = &g_59;
static int32_t g_61 = 0xBA27438E;
static const int32_t *g_82 = (void*)0;
static const int32_t **g_81 = &g_82;
static uint16_t g_127 = 65535U;
static volatile int32_t **g_144 = &g_58;
static volatile int32_t ***g_143 = &g_144;
static volatile int32_t ****g_142 = &g_143;
static const int32_t ***g_195 = &g_81;
static const int32_t ****g_194 = &g_195;
static const int32_t *****g_193 = &g_194;
static int16_t g_300 = 4;
static const volatile uint32_t g_349 = 0x3677515F;/* VOLATILE GLOBAL g_349 */
static int32_t **g_372 = (void*)0;
static const uint32_t g_547 = 0x52101B89;
static int32_t g_571 = 0xE8E4600E;
static volatile int32_t g_588 = 0x59BF69F5;/* VOLATILE GLOBAL g_588 */
static volatile int32_t *g_587 = &g_588;
static volatile int32_t *g_594 = &g_59;
static int8_t g_627 = 0xD7;
static int32_t *g_697 = (void*)0;
static int32_t ***g_727 = &g_372;
static int32_t ****g_726 = &g_727;
static int32_t g_810 = 0x4CB321E7;
static uint16_t g_1033 = 0U;
static int16_t g_1100 = 0x3EAD;
static int32_t g_1137 = 0x5EAFFF7F;
static volatile int32_t *g_1204 = &g_588;
static int32_t *****g_1205 = &g_726;
static int32_t *g_1408 = (void*)0;
static int32_t g_1490 = (-1);
static uint16_t g_1520 = 0x3888;


/* --- FORWARD DECLARATIONS --- */
static int32_t  func_1(void);
static int32_t  func_2(int32_t  p_3, int32_t  p_4);
static int32_t * func_6(uint32_t  p_7, uint32_t  p_8, uint32_t  p_9);
static int32_t * func_13(int8_t  p_14, uint32_t  p_15, int32_t * p_16);
static int32_t * func_17(uint8_t  p_18, int16_t  p_19, int16_t  p_20, int32_t * p_21);
static int16_t  func_28(int32_t  p_29);
static int32_t  func_30(uint32_t  p_31, uint32_t  p_32);
static int32_t ** func_36(uint32_t  p_37);
static int16_t  func_40(int32_t * p_41, uint32_t  p_42, const int32_t ** p_43, int16_t  p_44, int32_t ** p_45);
static int32_t * func_46(uint32_t  p_47, int32_t * p_48);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_1100
 * writes:
 */
static int32_t  func_1(void)
{ /* block id: 0 */
    int32_t ****l_1090 = (void*)0;
    int32_t l_1108 = 0x99525F07;
    int32_t *l_1119 = &l_1108;
    int8_t l_1173 = 8;
    uint8_t l_1185 = 0x44;
    uint8_t l_1203 = 0x62;
    const int32_t ***l_1247 = &g_81;
    int32_t *l_1265 = &g_61;
    const int16_t l_1438 = 1;
    int32_t l_1439 = 0x963E5D8F;
    int32_t ***l_1441 = &g_372;
    int16_t l_1521 = 0x6E36;
    uint32_t l_1541 = 4294967295U;
    uint16_t l_1546 = 0x46C2;
    int32_t *l_1548 = &l_1439;
    return g_1100;
}


/* ------------------------------------------ */
/* 
 * reads : g_5 g_127 g_349 g_300 g_61 g_59 g_58 g_195 g_81 g_193 g_194 g_82 g_143 g_144 g_142 g_547 g_571 g_372 g_587 g_594 g_627 g_588 g_726 g_810 g_727 g_1033
 * writes: g_59 g_82 g_61 g_58 g_127 g_571 g_588 g_300 g_194 g_195 g_697 g_5 g_810
 */
static int32_t  func_2(int32_t  p_3, int32_t  p_4)
{ /* block id: 1 */
    int32_t l_12 = 5;
    int32_t *l_1078 = &g_61;
    l_1078 = func_6(((safe_sub_func_uint8_t_u_u(l_12, (p_3 >= g_5))) ^ l_12), g_5, p_4);
    return p_3;
}


/* ------------------------------------------ */
/* 
 * reads : g_5 g_127 g_349 g_300 g_61 g_59 g_58 g_195 g_81 g_193 g_194 g_82 g_143 g_144 g_142 g_547 g_571 g_372 g_587 g_594 g_627 g_588 g_726 g_810 g_727 g_1033
 * writes: g_59 g_82 g_61 g_58 g_127 g_571 g_588 g_300 g_194 g_195 g_697 g_5 g_810
 */
static int32_t * func_6(uint32_t  p_7, uint32_t  p_8, uint32_t  p_9)
{ /* block id: 2 */
    const int32_t *****l_815 = &g_194;
    uint8_t l_820 = 255U;
    int32_t *l_821 = (void*)0;
    int32_t l_930 = 0x652F2E84;
    uint16_t l_966 = 0x443F;
    uint32_t l_973 = 0xDEF8277F;
    uint8_t l_1040 = 0xC1;
    (*g_81) = func_13(g_5, g_5, func_17((!(safe_add_func_int16_t_s_s((safe_unary_minus_func_int16_t_s((safe_sub_func_int16_t_s_s((func_28(func_30(p_9, p_7)) && (((safe_add_func_uint8_t_u_u((l_815 == &g_142), ((safe_mod_func_uint32_t_u_u(((safe_lshift_func_uint16_t_u_u((g_61 != g_547), 3)) & 246U), 0xDC1F9FC4)) || g_59))) & g_810) <= 0x14)), 2U)))), g_5))), g_547, l_820, l_821));
    (*g_81) = l_821;
    for (g_300 = 2; (g_300 >= (-24)); g_300 = safe_sub_func_int32_t_s_s(g_300, 1))
    { /* block id: 366 */
        int32_t **l_952 = &l_821;
        const int32_t ****l_953 = (void*)0;
        for (g_810 = 0; (g_810 >= (-17)); g_810 = safe_sub_func_int16_t_s_s(g_810, 1))
        { /* block id: 369 */
            int32_t *l_935 = &g_61;
            (*g_81) = l_935;
            for (p_8 = (-28); (p_8 < 40); p_8 = safe_add_func_int32_t_s_s(p_8, 5))
            { /* block id: 373 */
                uint16_t l_938 = 7U;
                int32_t *l_954 = &g_61;
                (*g_81) = func_17(l_938, g_588, p_8, l_935);
                (*g_594) = (****g_142);
                (*l_952) = func_17(((safe_mod_func_int16_t_s_s(((safe_lshift_func_int16_t_s_u((safe_sub_func_int8_t_s_s(g_627, (safe_mul_func_int8_t_s_s((safe_add_func_int8_t_s_s((safe_rshift_func_int16_t_s_s(((((***g_142) != (void*)0) > (~(l_952 == (void*)0))) && p_7), 13)), (((*g_193) == l_953) != (0x4B44 >= 0x83B3)))), g_127)))), 1)) <= g_588), g_5)) != g_5), l_938, l_938, l_954);
                for (p_9 = 0; (p_9 >= 42); p_9++)
                { /* block id: 379 */
                    int32_t *l_957 = &g_61;
                    l_957 = l_957;
                    for (g_61 = 0; (g_61 > (-28)); g_61 = safe_sub_func_uint16_t_u_u(g_61, 2))
                    { /* block id: 383 */
                        (*g_81) = l_957;
                    }
                    (*l_954) = p_9;
                }
            }
        }
        (****g_142) = (safe_rshift_func_uint8_t_u_s(((safe_mul_func_int16_t_s_s((safe_rshift_func_int8_t_s_u(((void*)0 != &g_726), (((l_966 == ((p_8 ^ (safe_unary_minus_func_int16_t_s((0x7330 == 0x5239)))) & (((~((safe_add_func_int32_t_s_s(p_9, (safe_mul_func_int8_t_s_s(0x06, ((5U >= g_588) <= g_571))))) >= p_7)) < g_61) > g_571))) || l_930) != 0x365C9252))), 0U)) == p_8), 2));
        return l_821;
    }
    if (((((1U <= ((void*)0 != (*g_726))) & (g_61 | (p_8 || (g_810 >= g_59)))) == ((g_300 | l_973) | p_9)) >= p_8))
    { /* block id: 393 */
        int32_t ***l_974 = &g_372;
        uint8_t l_1031 = 1U;
lbl_1035:
        (*g_594) = ((void*)0 != l_974);
        for (g_810 = (-25); (g_810 <= 23); g_810 = safe_add_func_uint32_t_u_u(g_810, 4))
        { /* block id: 397 */
            uint16_t l_989 = 0x18CE;
            int32_t *l_1006 = &g_571;
            int32_t *****l_1055 = &g_726;
            (****g_142) = (p_9 ^ (g_810 | (safe_lshift_func_uint16_t_u_u(((safe_lshift_func_uint8_t_u_u(0xB1, (safe_mod_func_uint16_t_u_u(g_61, (safe_rshift_func_int16_t_s_u(((p_7 && ((void*)0 != l_974)) > (p_7 <= (((safe_mod_func_int32_t_s_s((safe_lshift_func_int16_t_s_u(g_300, 15)), p_9)) <= 1) ^ g_627))), 6)))))) | l_989), p_7))));
            if ((***g_143))
                break;
            (*g_587) = (safe_lshift_func_uint8_t_u_u((p_9 ^ 0), 1));
            for (l_966 = 7; (l_966 <= 23); l_966 = safe_add_func_int16_t_s_s(l_966, 4))
            { /* block id: 403 */
                int32_t l_998 = 0x92CE8637;
                int32_t *l_1056 = &g_571;
                (***g_143) = (-1);
                if ((safe_mod_func_uint32_t_u_u(p_9, ((safe_rshift_func_int8_t_s_u((4294967287U == l_998), 3)) & (safe_lshift_func_uint8_t_u_u(p_8, 3))))))
                { /* block id: 405 */
                    for (p_9 = (-17); (p_9 != 11); p_9 = safe_add_func_uint8_t_u_u(p_9, 7))
                    { /* block id: 408 */
                        (****g_142) = (safe_unary_minus_func_uint16_t_u((safe_rshift_func_uint16_t_u_u(0x77E8, 12))));
                    }
                    (*g_81) = l_1006;
                    if ((*g_594))
                        break;
                }
                else
                { /* block id: 413 */
                    int32_t *l_1021 = &g_61;
                    uint8_t l_1032 = 0x90;
                    uint32_t l_1034 = 0U;
                    const int32_t *****l_1054 = &g_194;
                    (*g_594) = (((((safe_mul_func_uint8_t_u_u((safe_mul_func_uint16_t_u_u(((safe_mod_func_int8_t_s_s((safe_mul_func_uint16_t_u_u((safe_sub_func_uint8_t_u_u((255U <= ((((((void*)0 == (**l_815)) >= ((safe_sub_func_uint8_t_u_u(((void*)0 == (**g_143)), (safe_add_func_int8_t_s_s((((((l_1021 == l_1021) != ((safe_mod_func_int16_t_s_s((safe_rshift_func_int16_t_s_u(g_571, 1)), (safe_lshift_func_int16_t_s_u(((((!(((safe_mul_func_int16_t_s_s(l_1031, p_9)) <= p_8) && 0xDFCF)) || g_300) && 0xF25F7B76) | p_7), p_9)))) & g_547)) ^ g_5) >= g_547) <= g_588), p_9)))) != 65526U)) & p_9) == l_1032) <= p_9)), g_1033)), p_9)), p_7)) == p_7), p_8)), g_1033)) | 1) | l_1034) < p_7) && 255U);
                    if (g_61)
                        goto lbl_1035;
                    l_1056 = func_46((safe_add_func_int8_t_s_s(l_998, ((p_7 | (safe_mul_func_uint16_t_u_u((((l_1040 < (safe_sub_func_int16_t_s_s(((0xF7D5B0BE > (safe_rshift_func_int16_t_s_u(((safe_unary_minus_func_int16_t_s(g_5)) && ((2U & ((~((((safe_rshift_func_int16_t_s_s(((void*)0 == l_1021), ((safe_mod_func_int32_t_s_s((~(safe_lshift_func_uint8_t_u_s((((l_1054 != l_1055) || p_8) ^ p_8), 3))), g_547)) != g_547))) && g_61) > (*l_1006)) | (*l_1006))) & p_8)) | p_9)), p_9))) || p_9), p_8))) == 5) == (-9)), g_349))) > p_8))), l_1056);
                    (*g_594) = (-9);
                }
            }
        }
    }
    else
    { /* block id: 421 */
        int32_t l_1077 = 0xE9895860;
        (*g_587) = p_8;
        for (l_820 = 0; (l_820 <= 17); l_820 = safe_add_func_int32_t_s_s(l_820, 5))
        { /* block id: 425 */
            int32_t l_1073 = 9;
            int32_t *l_1076 = &g_571;
            l_1077 = (((p_8 >= (safe_sub_func_uint8_t_u_u((safe_mod_func_uint8_t_u_u((safe_add_func_uint32_t_u_u((safe_rshift_func_uint16_t_u_u(65533U, 0)), (safe_unary_minus_func_uint32_t_u((!p_7))))), (0x9E48 || (safe_sub_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_u(l_1073, 9)), (safe_sub_func_uint16_t_u_u(g_810, ((l_1076 != (*g_81)) ^ ((**g_144) != p_8))))))))), (*l_1076)))) == 0x46) <= 0x6E);
        }
    }
    return l_821;
}


/* ------------------------------------------ */
/* 
 * reads : g_627 g_726 g_727 g_193 g_194 g_195 g_61 g_300 g_144 g_58 g_5 g_588 g_547 g_143 g_594 g_59
 * writes: g_59 g_5 g_697 g_61
 */
static int32_t * func_13(int8_t  p_14, uint32_t  p_15, int32_t * p_16)
{ /* block id: 301 */
    uint32_t l_837 = 0U;
    int32_t **l_840 = &g_697;
    int32_t ****l_854 = &g_727;
    uint32_t l_896 = 0xE3EF3C39;
    if ((safe_mul_func_int8_t_s_s(g_627, (&p_16 != (void*)0))))
    { /* block id: 302 */
        int16_t l_845 = 0xFAB0;
        (**g_144) = (safe_mul_func_uint16_t_u_u((((~l_837) <= (p_15 == ((*g_726) == (**g_193)))) & (safe_rshift_func_int16_t_s_s(p_15, (((*p_16) < (l_840 != l_840)) >= (safe_mul_func_uint16_t_u_u((safe_mul_func_int16_t_s_s((l_845 > p_14), p_14)), g_300)))))), 65535U));
    }
    else
    { /* block id: 304 */
        uint32_t l_867 = 0x07579A6C;
        int32_t *l_890 = &g_61;
        uint8_t l_905 = 4U;
        uint8_t l_910 = 255U;
        for (g_5 = 0; (g_5 <= (-8)); g_5 = safe_sub_func_uint8_t_u_u(g_5, 7))
        { /* block id: 307 */
            uint8_t l_848 = 249U;
            uint8_t l_849 = 0U;
            int32_t **l_887 = (void*)0;
            if (l_848)
                break;
        }
        (*l_840) = p_16;
        for (l_837 = 0; (l_837 == 38); l_837 = safe_add_func_uint8_t_u_u(l_837, 5))
        { /* block id: 349 */
            int32_t **l_915 = &g_697;
            const int32_t l_920 = 0xF6E75944;
            (***g_143) = ((~((l_910 && ((safe_add_func_uint32_t_u_u(g_588, 0x90041C6C)) ^ (l_915 == &p_16))) == (g_547 ^ p_14))) < (safe_mul_func_int8_t_s_s((((0x69F9 && (safe_mul_func_int8_t_s_s(0xEA, 0x0B))) != 0x24316470) < l_920), 0x26)));
        }
        for (g_61 = (-2); (g_61 > 6); g_61 = safe_add_func_uint32_t_u_u(g_61, 1))
        { /* block id: 354 */
            (*g_594) = (*g_594);
            (*l_840) = p_16;
        }
    }
    (*g_594) = (*p_16);
    (***g_143) = ((safe_rshift_func_int16_t_s_s(g_5, 10)) ^ 0x4A42BA3C);
    return p_16;
}


/* ------------------------------------------ */
/* 
 * reads : g_588 g_810 g_143 g_144 g_58 g_61 g_59
 * writes: g_59 g_571 g_61
 */
static int32_t * func_17(uint8_t  p_18, int16_t  p_19, int16_t  p_20, int32_t * p_21)
{ /* block id: 296 */
    int32_t *l_825 = &g_571;
    (***g_143) = (p_19 ^ (~(safe_sub_func_uint8_t_u_u(g_588, g_810))));
    l_825 = func_46(g_61, l_825);
    (*l_825) = ((0x0A > ((safe_sub_func_uint32_t_u_u(g_810, (*l_825))) ^ ((((safe_lshift_func_int8_t_s_s((-1), 4)) >= ((((0x0CE9 < ((253U < ((safe_add_func_int8_t_s_s((*l_825), 0U)) | (1 != (*l_825)))) <= (*l_825))) | 0) < (*l_825)) < p_20)) <= 0xA19302AB) && 0xBEF7))) || 0U);
    return l_825;
}


/* ------------------------------------------ */
/* 
 * reads : g_58 g_59 g_143 g_144 g_142
 * writes: g_697 g_58
 */
static int16_t  func_28(int32_t  p_29)
{ /* block id: 287 */
    int32_t **l_811 = &g_697;
    if ((l_811 != (void*)0))
    { /* block id: 288 */
        (*l_811) = &p_29;
    }
    else
    { /* block id: 290 */
        volatile uint8_t l_812 = 255U;/* VOLATILE GLOBAL l_812 */
        l_812 = (*g_58);
        (***g_142) = (**g_143);
        (*l_811) = &p_29;
    }
    return p_29;
}


/* ------------------------------------------ */
/* 
 * reads : g_127 g_349 g_300 g_61 g_59 g_58 g_195 g_81 g_5 g_193 g_194 g_82 g_143 g_144 g_142 g_547 g_571 g_372 g_587 g_594 g_627 g_588 g_726 g_810
 * writes: g_59 g_82 g_61 g_58 g_127 g_571 g_588 g_300 g_194 g_195
 */
static int32_t  func_30(uint32_t  p_31, uint32_t  p_32)
{ /* block id: 3 */
    int32_t l_33 = 0x47941CE3;
    uint32_t l_49 = 4294967293U;
    int32_t *l_85 = (void*)0;
    int32_t **l_84 = &l_85;
    int8_t l_388 = 0x89;
    int32_t ***l_431 = &g_372;
    int32_t ****l_430 = &l_431;
    uint8_t l_555 = 1U;
    int32_t *l_589 = &g_571;
    uint16_t l_747 = 0xF87F;
    uint16_t l_777 = 0x42AC;
    uint8_t l_795 = 1U;
    int16_t l_809 = 0x3BBE;
    if (l_33)
    { /* block id: 4 */
        int32_t *l_60 = &g_61;
        int32_t **l_373 = &l_85;
        for (p_31 = 0; (p_31 != 52); p_31 = safe_add_func_uint8_t_u_u(p_31, 1))
        { /* block id: 7 */
            uint32_t l_83 = 0x8781562E;
        }
    }
    else
    { /* block id: 105 */
        int32_t *l_382 = &g_61;
        int32_t l_386 = 1;
        int32_t ***l_389 = &l_84;
        const int32_t *l_397 = &g_61;
        int32_t *****l_519 = (void*)0;
        uint16_t l_524 = 7U;
        int32_t l_585 = 0;
        if ((safe_lshift_func_int16_t_s_s((((((((safe_add_func_uint32_t_u_u(((g_127 == ((safe_mul_func_uint16_t_u_u(((&l_85 != &l_85) <= ((void*)0 != l_382)), (safe_mul_func_int8_t_s_s((4U <= g_349), (-3))))) >= (!(p_32 == 9)))) || p_32), l_386)) <= g_300) > g_127) > (*l_382)) | (*l_382)) == g_300) | 0U), 3)))
        { /* block id: 106 */
            int32_t *l_387 = &l_386;
            int32_t ****l_393 = &l_389;
            uint32_t l_394 = 4294967287U;
lbl_396:
            (**g_195) = func_46(g_59, l_387);
            if ((l_388 & ((((l_389 != (void*)0) > g_300) > ((((~((safe_rshift_func_int16_t_s_u((3 && (g_5 & (*l_387))), (l_393 != (*g_193)))) | 0U)) > 1U) | 0x0DD6E749) || l_394)) >= (-9))))
            { /* block id: 108 */
                int32_t *l_395 = &g_61;
                int8_t l_443 = 0x18;
                int32_t ****l_458 = &l_389;
                uint32_t l_459 = 0U;
                int32_t *l_460 = &g_61;
                (***g_194) = func_46(g_300, l_395);
                if (l_394)
                    goto lbl_396;
                if ((****g_194))
                { /* block id: 111 */
                    int32_t *l_421 = (void*)0;
                    (***l_393) = l_395;
                    if ((9U == p_32))
                    { /* block id: 113 */
                        uint32_t l_406 = 4294967295U;
                        l_397 = (***g_194);
                        (*l_84) = (***l_393);
                        l_406 = (safe_sub_func_uint8_t_u_u(((*g_58) <= (***g_195)), (safe_lshift_func_int8_t_s_u((*l_397), (safe_mul_func_int8_t_s_s(((((safe_sub_func_uint8_t_u_u(((*l_395) > ((void*)0 != (*g_193))), (((*g_143) == (**l_393)) < (g_300 >= g_300)))) && p_31) ^ 0xF064817D) <= 0x0656BCBA), p_32))))));
                    }
                    else
                    { /* block id: 117 */
                        int32_t l_420 = (-8);
                        (*l_395) = (safe_rshift_func_uint8_t_u_s((!(((safe_add_func_int32_t_s_s(0x7E6215E6, ((safe_sub_func_uint32_t_u_u(((g_59 >= (p_31 ^ ((safe_lshift_func_int16_t_s_u(((-1) && ((((void*)0 != (*l_393)) | ((((*g_194) == l_389) ^ p_32) >= (*l_85))) <= p_32)), 2)) >= p_31))) <= g_61), (****g_194))) | g_61))) && 5U) ^ (****l_393))), g_300));
                        (****l_393) = ((safe_add_func_int32_t_s_s((*g_58), ((g_127 != (safe_sub_func_int8_t_s_s((0x84CA < g_300), (((((&g_194 == &l_393) && p_32) >= g_300) && (*l_387)) ^ (*l_387))))) ^ l_420))) <= l_420);
                    }
                    if ((g_61 == 0x75))
                    { /* block id: 121 */
                        if (p_32)
                            goto lbl_396;
                        (*l_382) = (((void*)0 == (*l_84)) ^ g_300);
                        (****g_142) = p_32;
                        (****g_193) = func_46(g_349, &g_61);
                    }
                    else
                    { /* block id: 126 */
                        int32_t *l_422 = &l_386;
                        l_422 = l_421;
                        (*g_58) = (safe_lshift_func_int16_t_s_u(((((****g_194) > (p_31 | ((!(((safe_sub_func_int8_t_s_s(((void*)0 != (**g_143)), ((safe_lshift_func_uint16_t_u_u(((*g_193) == l_430), 5)) <= ((safe_mod_func_uint32_t_u_u((safe_rshift_func_uint8_t_u_u(p_31, 7)), (p_32 | g_349))) < 0xB0578F1F)))) >= 0x1A) ^ 9U)) <= 0xF519))) || (*l_395)) & p_32), 0));
                    }
                    if (l_394)
                        goto lbl_436;
                }
                else
                { /* block id: 130 */
                    if (p_31)
                    { /* block id: 131 */
                        (**l_389) = (void*)0;
lbl_436:
                        (*g_81) = (void*)0;
                        (****g_193) = (****g_193);
                        (***g_142) = (***g_142);
                    }
                    else
                    { /* block id: 137 */
                        int8_t l_437 = 0;
                        l_437 = 0x6F5524AC;
                        (***l_393) = l_460;
                        (*l_382) = (*l_85);
                        (****l_393) = (*l_397);
                    }
                }
                return (***g_143);
            }
            else
            { /* block id: 145 */
                int16_t l_477 = 0xD960;
                if (((safe_sub_func_uint16_t_u_u(((p_32 || (g_300 > (**g_144))) || ((safe_lshift_func_int16_t_s_s((safe_sub_func_int16_t_s_s(p_32, (((((safe_sub_func_uint16_t_u_u(0U, ((safe_add_func_uint32_t_u_u((safe_mod_func_uint16_t_u_u(0x7DC5, (-4))), (1 > (safe_rshift_func_int16_t_s_s((safe_rshift_func_uint16_t_u_u((g_300 & g_59), g_61)), 12))))) || (***g_195)))) == g_300) || (*l_387)) ^ p_31) | 3U))), l_477)) > 1U)), g_127)) & g_61))
                { /* block id: 146 */
                    return p_31;
                }
                else
                { /* block id: 148 */
                    (***g_143) = 1;
                    return (****g_194);
                }
            }
        }
        else
        { /* block id: 153 */
            int32_t ***l_480 = &l_84;
            uint32_t l_506 = 0x90739E9B;
            int32_t *****l_522 = &l_430;
            int16_t l_529 = 4;
            const int16_t l_586 = 1;
            (**g_144) = (p_31 < (safe_rshift_func_uint8_t_u_u(250U, (((*l_397) >= (l_480 != (void*)0)) ^ g_127))));
            if ((p_32 | 0))
            { /* block id: 155 */
                int32_t *l_490 = &l_386;
                if (((void*)0 == &l_480))
                { /* block id: 156 */
                    int32_t *l_481 = &l_386;
                    (****g_193) = func_46(g_349, l_481);
                    (*l_490) = (safe_rshift_func_int16_t_s_s(((6U & p_32) & (safe_add_func_uint32_t_u_u(((void*)0 != (*g_143)), (4294967288U ^ (safe_sub_func_int16_t_s_s(p_31, (safe_sub_func_uint16_t_u_u(((void*)0 == l_490), ((void*)0 != (*g_193)))))))))), g_349));
                    (*l_481) = (safe_rshift_func_uint16_t_u_s((safe_add_func_uint32_t_u_u(1U, (*g_82))), 0));
                    (**g_195) = l_481;
                }
                else
                { /* block id: 161 */
                    int16_t l_495 = 4;
                    (*l_382) = (*l_397);
                    l_495 = ((g_349 < 0) && 0x39245AE2);
                }
            }
            else
            { /* block id: 165 */
                int32_t l_520 = 0x2FC695F4;
                for (g_127 = 0; (g_127 == 52); g_127 = safe_add_func_uint8_t_u_u(g_127, 1))
                { /* block id: 168 */
                    uint32_t l_503 = 4294967295U;
                    int32_t *l_521 = (void*)0;
                    int32_t *****l_523 = &l_430;
                    for (l_33 = 0; (l_33 != (-24)); l_33 = safe_sub_func_int8_t_s_s(l_33, 1))
                    { /* block id: 171 */
                        int32_t *l_500 = &g_61;
                        (**g_195) = func_46(g_349, l_500);
                        (*g_58) = (*l_500);
                    }
                    if ((safe_mod_func_int8_t_s_s(l_503, (safe_add_func_int32_t_s_s(l_506, (((safe_mod_func_int16_t_s_s(((((((safe_sub_func_int8_t_s_s(g_349, (safe_lshift_func_int8_t_s_s((safe_add_func_int32_t_s_s((0x2C >= (((((safe_mod_func_int16_t_s_s((*l_382), ((safe_rshift_func_uint8_t_u_s(((void*)0 == l_519), 1)) | (p_31 == (g_61 && p_31))))) != g_5) > p_31) ^ 0x30) == 0x13)), l_520)), p_31)))) == 1U) || g_127) <= l_503) ^ p_31) != p_32), l_520)) <= p_32) != p_31))))))
                    { /* block id: 175 */
                        (*l_84) = l_521;
                        (****g_142) = 0xDEF2FD90;
                        l_523 = l_522;
                        return l_524;
                    }
                    else
                    { /* block id: 180 */
                        volatile int32_t l_548 = 0xA0508C17;/* VOLATILE GLOBAL l_548 */
                        (****g_142) = ((safe_mul_func_int8_t_s_s(((safe_sub_func_uint8_t_u_u(l_529, g_349)) > p_32), ((safe_lshift_func_int8_t_s_s((safe_sub_func_int8_t_s_s((((safe_lshift_func_int8_t_s_s((safe_sub_func_uint16_t_u_u(((g_61 ^ (~(g_61 && ((((safe_add_func_uint32_t_u_u((safe_mul_func_uint16_t_u_u((((**g_142) == (void*)0) < p_32), (safe_lshift_func_uint8_t_u_u((safe_mod_func_uint16_t_u_u((((g_547 || p_32) > 4294967291U) < p_31), p_31)), 1)))), g_5)) & p_31) | p_32) == l_520)))) < 9U), 0x0533)), 1)) & 0xBFDBCE61) <= p_31), (-4))), 2)) | l_520))) != (-1));
                        l_548 = (****g_142);
                        if (p_31)
                            continue;
                        (*l_382) = 0x6FA70B38;
                    }
                    for (l_506 = (-1); (l_506 == 48); l_506 = safe_add_func_int32_t_s_s(l_506, 4))
                    { /* block id: 188 */
                        uint32_t l_568 = 4294967291U;
                        const int32_t ***l_569 = &g_81;
                        int32_t l_570 = 0x71156AD4;
                        (*g_58) = ((g_300 <= (((safe_sub_func_uint8_t_u_u((safe_rshift_func_int16_t_s_s((p_32 != l_555), (((safe_sub_func_uint16_t_u_u((((((safe_add_func_int32_t_s_s((safe_lshift_func_int8_t_s_s(((safe_mod_func_uint32_t_u_u(g_59, 0xC83F3594)) > (safe_lshift_func_int16_t_s_u(1, 0))), 7)), (g_300 & (p_32 || (((safe_sub_func_uint32_t_u_u(((g_547 & p_31) && 0x71D4E75E), g_61)) < l_520) != p_32))))) != l_568) == 1) > g_547) == (*l_397)), g_5)) ^ 0xEE9FE0C1) < g_127))), 1)) || g_61) | p_31)) < g_61);
                        l_570 = ((l_569 != (**g_193)) ^ 0xD8FE);
                        return p_32;
                    }
                }
                return l_520;
            }
            (****g_142) = ((g_571 & (!g_61)) ^ ((safe_lshift_func_uint8_t_u_s((((0xCF05 | (!(safe_mod_func_int32_t_s_s((!((1U == (0U <= ((safe_mod_func_int16_t_s_s((safe_sub_func_uint8_t_u_u(((***g_193) != (*l_431)), 0)), (safe_rshift_func_uint8_t_u_s(l_585, 7)))) > g_300))) && g_127)), p_31)))) != g_61) ^ l_586), g_349)) > p_32));
        }
    }
    if ((g_61 >= (g_59 & (g_587 == l_589))))
    { /* block id: 199 */
        uint32_t l_592 = 1U;
        int32_t *l_593 = (void*)0;
        (***g_142) = g_594;
    }
    else
    { /* block id: 201 */
        int32_t *****l_595 = (void*)0;
        int32_t ***l_618 = &g_372;
        int32_t ****l_660 = (void*)0;
        int32_t *l_797 = &g_571;
lbl_796:
        (*g_58) = (p_31 == 1U);
        if (((void*)0 != l_595))
        { /* block id: 203 */
            const int8_t l_626 = 0xF5;
            for (l_49 = 0; (l_49 != 52); l_49 = safe_add_func_uint16_t_u_u(l_49, 1))
            { /* block id: 206 */
                uint32_t l_613 = 0x30161BEF;
                (***g_143) = ((((safe_lshift_func_int16_t_s_u((((*g_194) != (*g_142)) | ((safe_mod_func_int16_t_s_s(((safe_mod_func_uint8_t_u_u(((safe_sub_func_uint16_t_u_u(((!((*g_142) != (void*)0)) == p_31), (g_59 ^ (9 == (safe_add_func_int8_t_s_s((safe_mul_func_int16_t_s_s(p_31, p_32)), g_300)))))) > 248U), l_613)) == p_32), g_547)) != l_613)), 8)) ^ p_31) ^ g_127) >= 0xF7);
            }
            (****g_142) = 0x4C3D9134;
            (***g_143) = (safe_add_func_int8_t_s_s((65535U == p_32), ((-10) >= ((safe_mul_func_uint8_t_u_u(250U, (((void*)0 != l_618) != (((p_31 != ((((((((safe_mul_func_uint8_t_u_u((!(safe_add_func_int8_t_s_s((((safe_add_func_uint8_t_u_u((((3 < (-1)) <= 0xF418D5C4) > 0), p_32)) == 1U) || l_626), 255U))), g_127)) >= p_32) < 1U) >= g_349) >= g_627) == p_31) && p_32) == p_31)) > 250U) != l_626)))) || 4U))));
        }
        else
        { /* block id: 211 */
            int32_t *l_632 = &g_61;
            int32_t *****l_661 = &l_660;
            if ((safe_add_func_uint8_t_u_u(0x87, 0xB5)))
            { /* block id: 212 */
                int8_t l_630 = 0xA0;
                int32_t *l_631 = &g_571;
                int32_t ***l_672 = (void*)0;
                l_632 = func_46(l_630, l_631);
                (**g_144) = (&l_430 != &g_194);
                (*g_587) = (safe_mul_func_uint8_t_u_u(p_32, (safe_rshift_func_uint16_t_u_s(((-1) && p_31), (safe_sub_func_int8_t_s_s(((safe_sub_func_int8_t_s_s((safe_sub_func_uint16_t_u_u((*l_632), (safe_rshift_func_uint8_t_u_u((safe_rshift_func_int8_t_s_u((safe_add_func_uint16_t_u_u(p_31, (safe_rshift_func_uint16_t_u_s(65535U, 7)))), 5)), (p_31 > 6U))))), ((((void*)0 == (*l_84)) | (*l_632)) > (*l_589)))) || p_31), g_127))))));
                for (g_300 = 0; (g_300 < 28); g_300++)
                { /* block id: 218 */
                    int16_t l_671 = 0xC238;
                    int32_t *l_673 = &g_571;
                }
            }
            else
            { /* block id: 232 */
                int32_t ****l_712 = (void*)0;
                for (g_300 = 0; (g_300 >= (-21)); g_300 = safe_sub_func_uint16_t_u_u(g_300, 1))
                { /* block id: 235 */
                    int32_t *****l_722 = &l_712;
                    int32_t l_741 = (-1);
                    (*l_589) = ((g_588 | 255U) == ((*l_589) | (*l_632)));
                    if ((!(g_127 != (safe_rshift_func_int8_t_s_u((safe_lshift_func_uint8_t_u_u((safe_lshift_func_int8_t_s_u((((~(safe_rshift_func_int8_t_s_u(((safe_sub_func_int32_t_s_s((g_59 <= 0x1EE9), ((void*)0 == l_712))) == (0xF149 == g_571)), (p_32 | (p_31 && p_32))))) == 0x55) ^ g_627), p_31)), 0)), 4)))))
                    { /* block id: 237 */
                        int32_t *l_732 = &g_61;
                        (***g_143) = ((((safe_lshift_func_int16_t_s_s(((**g_143) == (*l_84)), (safe_mul_func_uint16_t_u_u(((!(safe_lshift_func_uint16_t_u_s(g_5, (l_722 == &l_712)))) == (safe_add_func_int16_t_s_s(((void*)0 == (*g_194)), g_349))), (((((0x86 >= (*l_632)) <= 248U) < g_127) >= 0x74) != g_5))))) ^ 0x0A4EA4B7) ^ 0x3D58) | 0);
                        (****g_142) = (!((*g_58) ^ ((-1) == (&l_431 == g_726))));
                        (****g_142) = (safe_mul_func_int8_t_s_s((safe_lshift_func_int16_t_s_u(((***g_142) == l_732), g_349)), ((((((((safe_add_func_int32_t_s_s(((*g_144) == l_732), g_127)) != ((safe_mul_func_uint8_t_u_u((safe_lshift_func_int8_t_s_s((safe_mul_func_uint16_t_u_u(g_300, ((*g_193) == (*g_193)))), l_741)), p_31)) & (-5))) || g_61) >= p_31) != p_31) & (*l_632)) > 1U) < p_32)));
                    }
                    else
                    { /* block id: 241 */
                        int8_t l_746 = 0x19;
                        (****g_142) = (safe_add_func_uint8_t_u_u((safe_mul_func_int16_t_s_s(p_31, l_746)), g_627));
                        return l_747;
                    }
                    (*g_193) = (*g_193);
                    (**g_195) = l_632;
                }
            }
            if (((*l_431) == (**l_430)))
            { /* block id: 249 */
                int32_t *****l_756 = &l_660;
                (*g_594) = p_31;
                for (l_747 = (-20); (l_747 > 2); l_747 = safe_add_func_uint8_t_u_u(l_747, 6))
                { /* block id: 253 */
                    uint32_t l_757 = 0x9656E026;
                    if (p_31)
                        break;
                    (*l_632) = (safe_mul_func_uint16_t_u_u(g_300, (safe_lshift_func_int8_t_s_s((((0x4F20 < (safe_add_func_uint16_t_u_u(((4294967292U | (&l_660 != l_756)) != (l_757 || g_59)), 0x280A))) != g_5) && g_127), 0))));
                    if (p_32)
                        break;
                    for (l_388 = (-24); (l_388 < 26); l_388++)
                    { /* block id: 259 */
                        if ((*l_632))
                            break;
                    }
                }
                if ((safe_mul_func_uint8_t_u_u(g_547, g_127)))
                { /* block id: 263 */
                    int32_t l_778 = 0;
                    (***g_143) = (safe_add_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_s((safe_rshift_func_uint8_t_u_s((safe_lshift_func_uint8_t_u_s((p_32 >= 0U), 4)), (0x30FCF63C == (safe_lshift_func_uint8_t_u_s(((1U || ((!g_547) >= ((void*)0 != (**g_193)))) != (((!(!(((safe_rshift_func_uint8_t_u_u(p_32, (0x31 ^ p_32))) == g_59) < l_777))) == (*l_589)) > g_5)), p_32))))), 2)), p_31));
                    l_778 = p_31;
                }
                else
                { /* block id: 266 */
                    for (g_61 = 16; (g_61 < 5); g_61 = safe_sub_func_int32_t_s_s(g_61, 7))
                    { /* block id: 269 */
                        uint32_t l_781 = 4294967288U;
                        (*g_594) = ((l_781 | p_31) != (*l_589));
                        return p_31;
                    }
                }
                (***g_194) = (*l_84);
            }
            else
            { /* block id: 275 */
                const int32_t *****l_782 = &g_194;
                (*g_587) = (((void*)0 == l_782) < ((safe_sub_func_int32_t_s_s((g_547 == (g_5 > (safe_sub_func_uint32_t_u_u(((!(!(safe_rshift_func_uint8_t_u_s(g_127, 5)))) <= ((safe_sub_func_uint32_t_u_u((safe_add_func_int8_t_s_s((((((4294967295U | (((((void*)0 != (*g_193)) | p_32) > (*l_589)) ^ 0x21)) || 0x9223) == g_349) < 0xCD) & l_795), 0xDC)), 4294967286U)) | p_32)), (-3))))), p_31)) <= p_32));
                (**g_144) = p_32;
                (*g_594) = ((**l_430) == (void*)0);
                if (g_571)
                    goto lbl_796;
            }
            (*l_84) = l_797;
            (*l_85) = ((((((!g_300) && (0x04 == (safe_sub_func_int32_t_s_s((safe_rshift_func_int8_t_s_u(((!(((safe_add_func_int16_t_s_s((((((safe_mul_func_uint16_t_u_u((3 | ((!0x50) || (((*l_632) != (((*g_194) == (void*)0) == (*l_632))) != (g_627 >= p_32)))), (**l_84))) && p_32) && l_809) <= 0x14613B6E) && (*l_85)), 0x0060)) | g_571) == p_31)) | 0x1351C25E), 1)), g_810)))) || 0U) || g_588) <= g_300) <= p_32);
        }
        (**g_193) = (void*)0;
    }
    return p_32;
}


/* ------------------------------------------ */
/* 
 * reads : g_372
 * writes:
 */
static int32_t ** func_36(uint32_t  p_37)
{ /* block id: 95 */
    int32_t ***l_371 = (void*)0;
    l_371 = (void*)0;
    return g_372;
}


/* ------------------------------------------ */
/* 
 * reads : g_5 g_61 g_58 g_81 g_82 g_59 g_127 g_142 g_143 g_144 g_193 g_194 g_195 g_300 g_349
 * writes: g_59 g_82 g_61 g_127 g_193 g_81
 */
static int16_t  func_40(int32_t * p_41, uint32_t  p_42, const int32_t ** p_43, int16_t  p_44, int32_t ** p_45)
{ /* block id: 13 */
    uint8_t l_90 = 255U;
    const int32_t **l_92 = (void*)0;
    const int32_t ***l_94 = &g_81;
    const int32_t ****l_93 = &l_94;
    int8_t l_95 = (-5);
    int32_t *l_176 = &g_61;
    uint16_t l_191 = 1U;
    int32_t **l_210 = &l_176;
    int32_t ***l_209 = &l_210;
    int32_t ****l_208 = &l_209;
    int32_t *****l_207 = &l_208;
    uint16_t l_227 = 65526U;
    int8_t l_299 = 0xFD;
    uint8_t l_338 = 0x6E;
    (*g_58) = ((safe_add_func_int8_t_s_s((safe_lshift_func_int16_t_s_s(((p_44 ^ l_90) & ((p_42 != g_5) <= l_90)), 9)), (~(l_92 != l_92)))) & (((4294967295U > 0xA5FF0F9A) ^ 9) < g_61));
    (*l_93) = &l_92;
    (*p_43) = (*g_81);
    if (((((p_42 <= (g_59 & ((l_95 <= ((safe_sub_func_uint32_t_u_u((0xCB04 > (((g_61 > (safe_add_func_int16_t_s_s(((safe_lshift_func_int16_t_s_u(((safe_lshift_func_int8_t_s_u(((safe_mul_func_int8_t_s_s(((&p_43 == &p_45) || g_5), p_44)) == 0x9E), g_61)) != g_5), g_61)) || g_61), p_42))) && (*p_41)) | g_5)), 4294967295U)) || 0x44)) != g_61))) & 0x21D6FFC8) == g_5) && g_61))
    { /* block id: 17 */
        int32_t *l_106 = &g_61;
        (*p_45) = (void*)0;
        l_106 = l_106;
        for (l_95 = (-7); (l_95 != (-7)); l_95 = safe_add_func_uint16_t_u_u(l_95, 4))
        { /* block id: 22 */
            int32_t l_111 = 1;
            int32_t *l_112 = &g_61;
            (*g_81) = func_46((safe_sub_func_int32_t_s_s(l_111, 0xEA18A5AF)), l_112);
            if ((**g_81))
            { /* block id: 24 */
                (*p_41) = 0;
                (*l_112) = (safe_rshift_func_int16_t_s_u(((safe_rshift_func_uint16_t_u_u(((p_42 <= g_5) ^ (safe_unary_minus_func_uint16_t_u(p_44))), (g_59 == (~((safe_add_func_uint16_t_u_u(g_5, (safe_sub_func_int8_t_s_s((safe_mul_func_int16_t_s_s(((((void*)0 != &p_41) < (safe_sub_func_uint8_t_u_u(0xF2, (0x92391BE1 >= 7U)))) <= p_44), g_5)), 0xEF)))) == (*p_41)))))) ^ p_44), 9));
                (*g_81) = (*g_81);
            }
            else
            { /* block id: 28 */
                g_127 = (*l_112);
                for (p_42 = 1; (p_42 <= 50); p_42++)
                { /* block id: 32 */
                    l_112 = (void*)0;
                }
                (*g_81) = (*g_81);
                return p_44;
            }
            return (*l_112);
        }
        (*l_106) = (safe_sub_func_int16_t_s_s((safe_lshift_func_uint8_t_u_u((safe_sub_func_int16_t_s_s(0x6045, g_61)), 1)), (g_127 ^ (safe_sub_func_int8_t_s_s((&p_45 == &g_81), p_44)))));
    }
    else
    { /* block id: 41 */
        uint32_t l_138 = 0x179BD3B1;
        int32_t *l_167 = &g_61;
        int32_t **l_166 = &l_167;
        int32_t ***l_165 = &l_166;
        int32_t ****l_164 = &l_165;
        int16_t l_278 = (-10);
        uint8_t l_289 = 252U;
        int32_t l_311 = (-2);
        const int16_t l_319 = 0;
        uint32_t l_326 = 0xCE05E50A;
        if ((l_138 < (((void*)0 == (**l_93)) >= (~((safe_add_func_int8_t_s_s(((g_142 != (void*)0) && ((safe_add_func_int32_t_s_s((safe_add_func_int32_t_s_s((*g_58), ((((((*g_143) != (void*)0) >= ((safe_lshift_func_int8_t_s_s(l_138, 6)) >= g_127)) | p_44) ^ 3) > p_42))), 4294967295U)) && p_44)), l_138)) >= 8)))))
        { /* block id: 42 */
            int32_t l_159 = 0x714E362F;
            uint8_t l_205 = 7U;
            int32_t *****l_206 = &l_164;
            (****g_142) = ((l_138 & (((0x6C4584B3 <= ((safe_mul_func_int8_t_s_s(((safe_rshift_func_int16_t_s_s(p_44, (safe_sub_func_uint16_t_u_u(((p_42 == l_138) | (safe_sub_func_int32_t_s_s(0x179B141C, g_127))), (p_42 ^ (*p_41)))))) == (-1)), 0x6F)) && l_138)) == 0x89) | (*p_41))) ^ l_159);
            for (p_42 = (-8); (p_42 < 44); p_42 = safe_add_func_int32_t_s_s(p_42, 6))
            { /* block id: 46 */
                int32_t ****l_168 = &l_165;
                int32_t *l_171 = (void*)0;
                int8_t l_192 = 0x4A;
                for (l_95 = 13; (l_95 >= 29); l_95++)
                { /* block id: 49 */
                    uint32_t l_175 = 0x3A8CD931;
                    int32_t ****l_190 = &l_165;
                    (***l_168) = func_46(((l_164 == l_168) || ((***g_143) || ((safe_mod_func_uint16_t_u_u((((*p_45) != l_171) <= (~(((void*)0 != &p_41) == ((safe_lshift_func_int8_t_s_u(((***l_165) | (((-10) <= g_127) | (****l_168))), (***l_165))) | g_61)))), l_175)) != 1U))), l_176);
                    if ((g_59 & (p_44 || ((((safe_add_func_uint32_t_u_u((safe_mod_func_int32_t_s_s(((g_5 > ((safe_add_func_int8_t_s_s((safe_lshift_func_int8_t_s_u((safe_mul_func_int8_t_s_s((****l_164), p_42)), (safe_sub_func_int8_t_s_s((~p_42), ((((&l_94 == l_190) <= (g_61 <= l_191)) <= 0xAE) >= 1U))))), g_5)) && g_61)) && g_61), l_192)), (****l_164))) >= (****l_168)) >= g_127) & (****l_168)))))
                    { /* block id: 51 */
                        (*p_41) = (****l_190);
                    }
                    else
                    { /* block id: 53 */
                        g_193 = &l_93;
                        (*g_58) = (*p_41);
                        (*l_176) = (****g_142);
                    }
                    (*p_43) = func_46(((****l_168) & ((p_42 != (((&p_41 == (void*)0) || p_42) >= ((safe_mod_func_uint16_t_u_u(l_159, (~(safe_sub_func_int32_t_s_s(l_159, 0))))) >= ((safe_sub_func_int16_t_s_s(g_5, (****l_190))) == (-1))))) >= p_42)), (*l_166));
                }
            }
            (***l_165) = (safe_lshift_func_uint16_t_u_s((l_205 || (l_206 == &l_93)), 7));
        }
        else
        { /* block id: 62 */
            int32_t *****l_211 = &l_208;
lbl_277:
            if ((*l_167))
            { /* block id: 63 */
                (*p_45) = func_46((l_207 != l_211), func_46(((((((safe_mod_func_uint16_t_u_u(((safe_mod_func_uint16_t_u_u((0x3B54 > (g_5 != ((safe_rshift_func_int16_t_s_u(p_44, 12)) < p_42))), ((safe_lshift_func_uint8_t_u_s((***l_209), (safe_sub_func_uint16_t_u_u(((~(safe_add_func_int32_t_s_s(0xE08F3222, (safe_rshift_func_int8_t_s_u(((8 > p_44) | (***l_165)), p_42))))) >= 1), g_127)))) ^ 0x9B))) & p_44), 0x622F)) <= p_44) != p_42) < g_127) != l_227) ^ g_59), &g_61));
            }
            else
            { /* block id: 65 */
                uint32_t l_253 = 0x0DB1F33D;
                uint16_t l_276 = 0xFFB0;
                (****l_207) = func_46((~0xDA0B), (*l_166));
                (*p_45) = (*p_45);
                if (((p_44 >= l_253) >= (~(**l_166))))
                { /* block id: 68 */
                    (**l_166) = (*l_176);
                    (*****l_211) = (safe_mul_func_int8_t_s_s((safe_mul_func_int16_t_s_s(5, ((((g_5 && (safe_sub_func_int8_t_s_s((safe_sub_func_uint16_t_u_u(0U, (safe_mod_func_int32_t_s_s((safe_mul_func_uint8_t_u_u(g_127, (safe_mul_func_uint16_t_u_u(g_61, (((safe_add_func_int32_t_s_s((safe_sub_func_uint8_t_u_u(((safe_sub_func_int8_t_s_s((((((safe_unary_minus_func_uint32_t_u((((**l_210) ^ 0x2D) >= p_42))) > 0x6FCF5082) <= l_276) != 0x24) && 1), 1)) >= (**l_166)), 0xA3)), g_5)) > 0xA1C89E38) | g_59))))), (**l_166))))), 1))) & g_61) >= (*l_167)) && 65535U))), p_42));
                }
                else
                { /* block id: 71 */
                    (*l_176) = ((****g_193) == (**g_195));
                    if (g_61)
                        goto lbl_277;
                }
            }
            return l_278;
        }
        if (((safe_mod_func_uint32_t_u_u(((safe_sub_func_int32_t_s_s(((((safe_mod_func_uint16_t_u_u(0U, (safe_mul_func_int8_t_s_s(((safe_mul_func_int8_t_s_s(l_289, ((safe_mul_func_int16_t_s_s((safe_rshift_func_int8_t_s_s((((3 | (~((***g_143) && ((****l_164) > (**l_166))))) >= g_5) ^ (safe_mul_func_int8_t_s_s((-2), (safe_sub_func_int32_t_s_s(((void*)0 != (**g_143)), (**l_166)))))), g_127)), 4U)) || 1))) || 6U), (*l_167))))) && g_61) || p_42) > p_44), (*p_41))) >= l_299), (*p_41))) < g_300))
        { /* block id: 78 */
            uint32_t l_310 = 4294967293U;
            int32_t *l_320 = &l_311;
            (*p_41) = ((p_44 || (((((void*)0 != (*g_142)) >= (((safe_add_func_uint8_t_u_u(g_59, (((*p_45) != (void*)0) <= (***l_209)))) > ((safe_sub_func_uint32_t_u_u(2U, (((!(safe_mod_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_u(0x2049, 8)), g_300))) | 0x979B65F2) < (*l_167)))) || l_310)) & g_300)) ^ 1U) > l_310)) == (***l_209));
            (*g_81) = (***g_194);
            (*l_166) = func_46(((l_311 <= (((*p_41) > ((safe_lshift_func_uint8_t_u_u((0x3D45 <= 0xB270), g_61)) > (((((p_44 == (safe_sub_func_int16_t_s_s((p_42 > (safe_lshift_func_uint16_t_u_u(((~((l_319 | (0x2071 == p_42)) & (*p_41))) | g_300), p_42))), p_44))) & (***g_143)) | 0x616D) > g_127) ^ g_300))) || p_42)) & g_61), l_320);
            (**g_195) = (*g_81);
        }
        else
        { /* block id: 83 */
            uint32_t l_344 = 0x81A192B8;
            (**l_209) = func_46(((safe_mul_func_uint16_t_u_u(((~(p_44 >= (safe_lshift_func_uint16_t_u_s(((void*)0 != (**g_194)), g_300)))) && l_326), 0x4D9E)) | (safe_add_func_uint8_t_u_u(((*****l_207) & (safe_rshift_func_uint8_t_u_u(0x3A, (((void*)0 == &p_41) ^ 0x3FE8)))), 0))), (*l_210));
            if ((safe_lshift_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_s(((g_300 != (!(safe_lshift_func_uint8_t_u_u(p_44, 4)))) | l_338), (((((-1) & (((*g_193) == (*g_193)) | (safe_unary_minus_func_uint32_t_u(4294967288U)))) > (safe_mul_func_int16_t_s_s((g_127 & g_59), (****l_164)))) != 65531U) || g_61))), 7)))
            { /* block id: 85 */
                (*g_58) = ((((g_300 & (safe_sub_func_int32_t_s_s((0x56 && ((*l_176) != ((p_42 >= (0U | (l_344 == (safe_mod_func_uint8_t_u_u((safe_mul_func_uint8_t_u_u(g_349, (safe_mul_func_int8_t_s_s((g_61 == ((**l_166) == p_42)), g_127)))), 0xBA))))) | 1))), 0x853F9871))) != g_5) < 0x4883) && 0U);
                (*g_195) = (*g_195);
            }
            else
            { /* block id: 88 */
                int16_t l_366 = 0x57AD;
                (*l_167) = ((safe_sub_func_uint32_t_u_u(p_44, (safe_mul_func_int8_t_s_s(g_127, (safe_mul_func_uint8_t_u_u(255U, g_300)))))) <= (((*p_45) != (***l_164)) != (safe_mod_func_uint32_t_u_u((safe_mod_func_int16_t_s_s(((safe_rshift_func_int16_t_s_s((safe_add_func_int16_t_s_s(l_366, (safe_add_func_int16_t_s_s(l_366, 1U)))), p_44)) < 0xE3BE9836), 0x2D93)), p_44))));
            }
            (**l_210) = (safe_add_func_int16_t_s_s((l_344 ^ ((void*)0 == (*g_193))), g_300));
        }
    }
    return g_59;
}


/* ------------------------------------------ */
/* 
 * reads : g_58 g_59 g_61
 * writes: g_59 g_61 g_571
 */
static int32_t * func_46(uint32_t  p_47, int32_t * p_48)
{ /* block id: 8 */
    int32_t *l_76 = &g_61;
    int32_t **l_75 = &l_76;
    (*g_58) = 0xE7A32987;
    (*p_48) = (*g_58);
    (*p_48) = ((safe_add_func_uint32_t_u_u((safe_rshift_func_uint16_t_u_s((!(!p_47)), p_47)), (safe_rshift_func_uint16_t_u_u(((!(safe_lshift_func_uint8_t_u_s((safe_sub_func_uint8_t_u_u((5 != (&g_58 == l_75)), ((safe_lshift_func_uint8_t_u_s((safe_add_func_uint32_t_u_u(0x1DB3AAC0, ((*l_76) >= (g_61 <= p_47)))), (*l_76))) == p_47))), p_47))) | (*l_76)), 10)))) == (*l_76));
    return &g_61;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_59, "g_59", print_hash_value);
    transparent_crc(g_61, "g_61", print_hash_value);
    transparent_crc(g_127, "g_127", print_hash_value);
    transparent_crc(g_300, "g_300", print_hash_value);
    transparent_crc(g_349, "g_349", print_hash_value);
    transparent_crc(g_547, "g_547", print_hash_value);
    transparent_crc(g_571, "g_571", print_hash_value);
    transparent_crc(g_588, "g_588", print_hash_value);
    transparent_crc(g_627, "g_627", print_hash_value);
    transparent_crc(g_810, "g_810", print_hash_value);
    transparent_crc(g_1033, "g_1033", print_hash_value);
    transparent_crc(g_1100, "g_1100", print_hash_value);
    transparent_crc(g_1137, "g_1137", print_hash_value);
    transparent_crc(g_1490, "g_1490", print_hash_value);
    transparent_crc(g_1520, "g_1520", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 289
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 0
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 0
XXX structs with bitfields in the program: 0
breakdown:
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 0
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 0
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 0

XXX max expression depth: 36
breakdown:
   depth: 1, occurrence: 254
   depth: 2, occurrence: 41
   depth: 3, occurrence: 19
   depth: 4, occurrence: 6
   depth: 5, occurrence: 1
   depth: 6, occurrence: 2
   depth: 7, occurrence: 2
   depth: 11, occurrence: 3
   depth: 12, occurrence: 2
   depth: 13, occurrence: 3
   depth: 14, occurrence: 5
   depth: 15, occurrence: 4
   depth: 16, occurrence: 3
   depth: 17, occurrence: 4
   depth: 18, occurrence: 6
   depth: 19, occurrence: 4
   depth: 20, occurrence: 2
   depth: 21, occurrence: 1
   depth: 22, occurrence: 2
   depth: 23, occurrence: 3
   depth: 24, occurrence: 1
   depth: 25, occurrence: 2
   depth: 26, occurrence: 2
   depth: 27, occurrence: 2
   depth: 29, occurrence: 1
   depth: 36, occurrence: 1

XXX total number of pointers: 154

XXX times a variable address is taken: 177
XXX times a pointer is dereferenced on RHS: 329
breakdown:
   depth: 1, occurrence: 228
   depth: 2, occurrence: 48
   depth: 3, occurrence: 29
   depth: 4, occurrence: 21
   depth: 5, occurrence: 3
XXX times a pointer is dereferenced on LHS: 185
breakdown:
   depth: 1, occurrence: 111
   depth: 2, occurrence: 36
   depth: 3, occurrence: 19
   depth: 4, occurrence: 18
   depth: 5, occurrence: 1
XXX times a pointer is compared with null: 84
XXX times a pointer is compared with address of another variable: 38
XXX times a pointer is compared with another pointer: 25
XXX times a pointer is qualified to be dereferenced: 1299

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 759
   level: 2, occurrence: 212
   level: 3, occurrence: 234
   level: 4, occurrence: 206
   level: 5, occurrence: 50
XXX number of pointers point to pointers: 82
XXX number of pointers point to scalars: 72
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 20.8
XXX average alias set size: 1.25

XXX times a non-volatile is read: 1800
XXX times a non-volatile is write: 517
XXX times a volatile is read: 107
XXX    times read thru a pointer: 33
XXX times a volatile is write: 63
XXX    times written thru a pointer: 61
XXX times a volatile is available for access: 463
XXX percentage of non-volatile access: 93.2

XXX forward jumps: 2
XXX backward jumps: 7

XXX stmts: 233
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 32
   depth: 1, occurrence: 28
   depth: 2, occurrence: 38
   depth: 3, occurrence: 43
   depth: 4, occurrence: 46
   depth: 5, occurrence: 46

XXX percentage a fresh-made variable is used: 14.7
XXX percentage an existing variable is used: 85.3
********************* end of statistics **********************/

