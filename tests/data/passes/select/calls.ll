; Hand-made IR for the Algorithm 2 test (tests/test_passes_select.py): every function is one
; block (one region), so each function vector is its opcode counts plus one block and one
; region. Call graph: main -> a, b; a -> c; b -> mk, c; c <-> d (recursion); main also calls
; printf (declared only) and, through a pointer, orphan (which nobody calls directly).

%struct.S = type { i32, i32 }

declare i32 @printf(i8*, ...)

define i32 @main() {
  %fp = alloca i32 ()*
  store i32 ()* @orphan, i32 ()** %fp
  %f = load i32 ()*, i32 ()** %fp
  %x = call i32 %f()
  %y = call i32 @a()
  %z = tail call i32 @b()
  %p = call i32 (i8*, ...) @printf(i8* null)
  ret i32 0
}

define i32 @a() {
  %r = call i32 @c(i32 2)
  %s = xor i32 %r, 5
  ret i32 %s
}

define i32 @b() {
  %s = call %struct.S* @mk()
  %q = call i32 @c(i32 1)
  ret i32 %q
}

define i32 @c(i32 %n) {
  %m = add i32 %n, 1
  %r = call i32 @d(i32 %m)
  ret i32 %r
}

define i32 @d(i32 %n) {
  %m = sub i32 %n, 1
  %r = call i32 @c(i32 %m)
  ret i32 %r
}

define %struct.S* @mk() {
  %u = bitcast i8* null to %struct.S*
  ret %struct.S* %u
}

define i32 @orphan() {
  ret i32 5
}
