target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i16 @func_39() {
  %1 = alloca ptr, align 8
  store i32 0, ptr null, align 4
  store ptr null, ptr %1, align 8
  store i32 0, ptr null, align 4
  br label %2

2:                                                ; preds = %0
  %3 = load ptr, ptr %1, align 8
  store ptr null, ptr %3, align 8
  %4 = call i16 null(i16 0, i32 0)
  ret i16 %4
}
