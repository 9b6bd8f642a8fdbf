; Hand-made IR for the Algorithm 1 test (tests/test_passes_select.py): a loop holding an if,
; and a clang-style function (unnamed argument and entry block, a multi-line switch).

define i32 @loop() {
entry:
  %i = alloca i32
  store i32 0, i32* %i
  br label %head

head:                                 ; preds = %latch, %entry
  %v = load i32, i32* %i
  %c = icmp slt i32 %v, 10
  br i1 %c, label %body, label %exit

body:
  %odd = and i32 %v, 1
  %t = icmp ne i32 %odd, 0
  br i1 %t, label %then, label %latch

then:
  %m = mul i32 %v, 3
  store i32 %m, i32* %i
  br label %latch

latch:
  %w = load i32, i32* %i
  %n = add nsw i32 %w, 1
  store i32 %n, i32* %i
  br label %head, !llvm.loop !0

exit:
  %r = load i32, i32* %i
  ret i32 %r
}

define i32 @sw(i32 noundef %0) {
  switch i32 %0, label %4 [
    i32 1, label %2
    i32 2, label %3
  ]

2:
  br label %4

3:
  %x = sub i32 0, %0
  br label %4

4:
  %r = phi i32 [ 0, %1 ], [ 7, %2 ], [ %x, %3 ]
  ret i32 %r
}

!0 = distinct !{!0}
