;; Word tally over a part's UTF-8 bytes, sixteen bytes at a time (WebAssembly SIMD). The same rule
;; as words.ts `tallyWords` — a word is a maximal run of characters that are not JavaScript \s
;; whitespace — read from the bytes of the text nodes the XML scanner reports. The caller
;; guarantees the bytes are valid UTF-8 (node:buffer isUtf8) and that every range starts and ends
;; on a character boundary (a text node does). It also finds the XML scanner's next "<" (findLt).
;;
;; Built into words-wasm.ts by `npm run build:wasm`; a test checks the two match.
(module
  (memory (export "memory") 1)

  ;; Length in bytes of the whitespace character at $at, or 0 when it is not whitespace.
  ;; Whitespace: U+0009–000D, U+0020, U+00A0, U+1680, U+2000–200A, U+2028, U+2029, U+202F,
  ;; U+205F, U+3000, U+FEFF.
  (func $spaceAt (param $at i32) (result i32)
    (local $b i32) (local $b1 i32) (local $b2 i32)
    (local.set $b (i32.load8_u (local.get $at)))
    (if (i32.lt_u (local.get $b) (i32.const 0x80))
      (then
        (return (i32.or
          (i32.eq (local.get $b) (i32.const 0x20))
          (i32.le_u (i32.sub (local.get $b) (i32.const 9)) (i32.const 4))))))
    (local.set $b1 (i32.load8_u offset=1 (local.get $at)))
    (if (i32.eq (local.get $b) (i32.const 0xc2))
      (then (return (select (i32.const 2) (i32.const 0) (i32.eq (local.get $b1) (i32.const 0xa0))))))
    (local.set $b2 (i32.load8_u offset=2 (local.get $at)))
    (if (i32.eq (local.get $b) (i32.const 0xe2))
      (then
        (if (i32.eq (local.get $b1) (i32.const 0x80))
          (then
            (return (select (i32.const 3) (i32.const 0)
              (i32.or
                (i32.le_u (local.get $b2) (i32.const 0x8a))
                (i32.or
                  (i32.eq (local.get $b2) (i32.const 0xa8))
                  (i32.or (i32.eq (local.get $b2) (i32.const 0xa9)) (i32.eq (local.get $b2) (i32.const 0xaf)))))))))
        (return (select (i32.const 3) (i32.const 0)
          (i32.and (i32.eq (local.get $b1) (i32.const 0x81)) (i32.eq (local.get $b2) (i32.const 0x9f)))))))
    (if (i32.eq (local.get $b) (i32.const 0xe1))
      (then (return (select (i32.const 3) (i32.const 0)
        (i32.and (i32.eq (local.get $b1) (i32.const 0x9a)) (i32.eq (local.get $b2) (i32.const 0x80)))))))
    (if (i32.eq (local.get $b) (i32.const 0xe3))
      (then (return (select (i32.const 3) (i32.const 0)
        (i32.and (i32.eq (local.get $b1) (i32.const 0x80)) (i32.eq (local.get $b2) (i32.const 0x80)))))))
    (if (i32.eq (local.get $b) (i32.const 0xef))
      (then (return (select (i32.const 3) (i32.const 0)
        (i32.and (i32.eq (local.get $b1) (i32.const 0xbb)) (i32.eq (local.get $b2) (i32.const 0xbf)))))))
    (i32.const 0))

  ;; Bit i set: byte i of the 16 at $at is (part of) a whitespace character. Bits 16 and 17 mark
  ;; the first bytes of the next 16 when a whitespace character runs on into them. Reads up to
  ;; two bytes past the 16 (the memory has padding after the part).
  (func $spaceMask (param $at i32) (result i32)
    (local $v v128) (local $v1 v128) (local $v2 v128) (local $two i32) (local $three i32) (local $ascii i32)
    (local.set $v (v128.load (local.get $at)))
    ;; U+0009–000D and U+0020.
    (local.set $ascii (i8x16.bitmask (v128.or
      (i8x16.eq (local.get $v) (i8x16.splat (i32.const 0x20)))
      (i8x16.le_u (i8x16.sub (local.get $v) (i8x16.splat (i32.const 9))) (i8x16.splat (i32.const 4))))))
    (if (i32.eqz (i8x16.bitmask (local.get $v))) (then (return (local.get $ascii))))
    ;; Multi-byte whitespace, found at its lead byte with the two bytes after it.
    (local.set $v1 (v128.load offset=1 (local.get $at)))
    (local.set $v2 (v128.load offset=2 (local.get $at)))
    ;; U+00A0: C2 A0.
    (local.set $two (i8x16.bitmask (v128.and
      (i8x16.eq (local.get $v) (i8x16.splat (i32.const 0xc2)))
      (i8x16.eq (local.get $v1) (i8x16.splat (i32.const 0xa0))))))
    (local.set $three (i8x16.bitmask (v128.or
      (v128.or
        ;; U+2000–200A, U+202F, U+2028, U+2029 (A8 and A9: lowest bit masked): E2 80 80–8A, AF,
        ;; A8, A9; U+205F: E2 81 9F.
        (v128.and
          (i8x16.eq (local.get $v) (i8x16.splat (i32.const 0xe2)))
          (v128.or
            (v128.and
              (i8x16.eq (local.get $v1) (i8x16.splat (i32.const 0x80)))
              (v128.or
                (v128.or
                  (i8x16.le_u (local.get $v2) (i8x16.splat (i32.const 0x8a)))
                  (i8x16.eq (local.get $v2) (i8x16.splat (i32.const 0xaf))))
                (i8x16.eq (v128.and (local.get $v2) (i8x16.splat (i32.const 0xfe))) (i8x16.splat (i32.const 0xa8)))))
            (v128.and
              (i8x16.eq (local.get $v1) (i8x16.splat (i32.const 0x81)))
              (i8x16.eq (local.get $v2) (i8x16.splat (i32.const 0x9f))))))
        ;; U+1680: E1 9A 80.
        (v128.and
          (v128.and
            (i8x16.eq (local.get $v) (i8x16.splat (i32.const 0xe1)))
            (i8x16.eq (local.get $v1) (i8x16.splat (i32.const 0x9a))))
          (i8x16.eq (local.get $v2) (i8x16.splat (i32.const 0x80)))))
      (v128.or
        ;; U+3000: E3 80 80.
        (v128.and
          (v128.and
            (i8x16.eq (local.get $v) (i8x16.splat (i32.const 0xe3)))
            (i8x16.eq (local.get $v1) (i8x16.splat (i32.const 0x80))))
          (i8x16.eq (local.get $v2) (i8x16.splat (i32.const 0x80))))
        ;; U+FEFF: EF BB BF.
        (v128.and
          (v128.and
            (i8x16.eq (local.get $v) (i8x16.splat (i32.const 0xef)))
            (i8x16.eq (local.get $v1) (i8x16.splat (i32.const 0xbb))))
          (i8x16.eq (local.get $v2) (i8x16.splat (i32.const 0xbf))))))))
    (i32.or (local.get $ascii)
      (i32.or
        (i32.or (local.get $two) (i32.shl (local.get $two) (i32.const 1)))
        (i32.or (local.get $three)
          (i32.or (i32.shl (local.get $three) (i32.const 1)) (i32.shl (local.get $three) (i32.const 2)))))))

  ;; Words of the bytes [$from, $to). $previousSpace is 1 when the text before the range (in the
  ;; same paragraph) ended in whitespace or there was none. Returns words × 2 + (1 when the range
  ;; ends in whitespace).
  (func (export "tally") (param $from i32) (param $to i32) (param $previousSpace i32) (result i32)
    (local $words i32) (local $spaces i32) (local $carry i32) (local $at i32) (local $b i32) (local $space i32) (local $v v128) (local $w v128)
    (local.set $at (local.get $from))
    ;; Sixteen bytes at a time. A word starts at each byte that is not whitespace after one that is
    ;; (continuation bytes follow their lead, so only a character's first byte can start a word).
    (block $vectors
      (loop $vector
        (br_if $vectors (i32.gt_u (i32.add (local.get $at) (i32.const 16)) (local.get $to)))
        ;; Thirty-two ASCII bytes (most text) in one step.
        (if (i32.le_u (i32.add (local.get $at) (i32.const 32)) (local.get $to))
          (then
            (local.set $v (v128.load (local.get $at)))
            (local.set $w (v128.load offset=16 (local.get $at)))
            (if (i32.eqz (i8x16.bitmask (v128.or (local.get $v) (local.get $w))))
              (then
                (local.set $spaces (i32.or (local.get $carry) (i32.or
                  (i8x16.bitmask (v128.or
                    (i8x16.eq (local.get $v) (i8x16.splat (i32.const 0x20)))
                    (i8x16.le_u (i8x16.sub (local.get $v) (i8x16.splat (i32.const 9))) (i8x16.splat (i32.const 4)))))
                  (i32.shl (i8x16.bitmask (v128.or
                    (i8x16.eq (local.get $w) (i8x16.splat (i32.const 0x20)))
                    (i8x16.le_u (i8x16.sub (local.get $w) (i8x16.splat (i32.const 9))) (i8x16.splat (i32.const 4)))))
                    (i32.const 16)))))
                (local.set $carry (i32.const 0))
                (local.set $words (i32.add (local.get $words) (i32.popcnt
                  (i32.and
                    (i32.xor (local.get $spaces) (i32.const -1))
                    (i32.or (i32.shl (local.get $spaces) (i32.const 1)) (local.get $previousSpace))))))
                (local.set $previousSpace (i32.shr_u (local.get $spaces) (i32.const 31)))
                (local.set $at (i32.add (local.get $at) (i32.const 32)))
                (br $vector)))))
        ;; Sixteen bytes: ASCII here, anything else in $spaceMask.
        (local.set $v (v128.load (local.get $at)))
        (if (i8x16.bitmask (local.get $v))
          (then (local.set $spaces (i32.or (call $spaceMask (local.get $at)) (local.get $carry))))
          (else (local.set $spaces (i32.or (local.get $carry) (i8x16.bitmask (v128.or
            (i8x16.eq (local.get $v) (i8x16.splat (i32.const 0x20)))
            (i8x16.le_u (i8x16.sub (local.get $v) (i8x16.splat (i32.const 9))) (i8x16.splat (i32.const 4)))))))))
        (local.set $carry (i32.shr_u (local.get $spaces) (i32.const 16)))
        (local.set $spaces (i32.and (local.get $spaces) (i32.const 0xffff)))
        (local.set $words (i32.add (local.get $words) (i32.popcnt
          (i32.and
            (i32.xor (local.get $spaces) (i32.const 0xffff))
            (i32.or (i32.shl (local.get $spaces) (i32.const 1)) (local.get $previousSpace))))))
        (local.set $previousSpace (i32.and (i32.shr_u (local.get $spaces) (i32.const 15)) (i32.const 1)))
        (local.set $at (i32.add (local.get $at) (i32.const 16)))
        (br $vector)))
    ;; The rest one step at a time: a continuation byte left over from the last vector (it takes
    ;; the class of its character's first byte, already counted), or one whole character.
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $at) (local.get $to)))
        (local.set $b (i32.load8_u (local.get $at)))
        (if (i32.eq (i32.and (local.get $b) (i32.const 0xc0)) (i32.const 0x80))
          (then
            (local.set $at (i32.add (local.get $at) (i32.const 1)))
            (br $next)))
        (local.set $space (call $spaceAt (local.get $at)))
        (if (local.get $space)
          (then
            (local.set $previousSpace (i32.const 1))
            (local.set $at (i32.add (local.get $at) (local.get $space))))
          (else
            (local.set $words (i32.add (local.get $words) (local.get $previousSpace)))
            (local.set $previousSpace (i32.const 0))
            ;; A lead byte says how long its character is: 1 to 4 bytes.
            (local.set $at (i32.add (local.get $at)
              (select (i32.const 1)
                (select (i32.const 2)
                  (select (i32.const 3) (i32.const 4) (i32.lt_u (local.get $b) (i32.const 0xf0)))
                  (i32.lt_u (local.get $b) (i32.const 0xe0)))
                (i32.lt_u (local.get $b) (i32.const 0x80)))))))
        (br $next)))
    (i32.or (i32.shl (local.get $words) (i32.const 1)) (local.get $previousSpace)))
;; Offset of the first "<" at or after $from in the part's first $length bytes, or -1: the XML
  ;; scanner's search through long text, sixteen bytes at a time.
  (func (export "findLt") (param $from i32) (param $length i32) (result i32)
    (local $at i32) (local $mask i32)
    (local.set $at (local.get $from))
    (block $scalar
      (loop $vector
        (br_if $scalar (i32.gt_u (i32.add (local.get $at) (i32.const 16)) (local.get $length)))
        (local.set $mask (i8x16.bitmask (i8x16.eq (v128.load (local.get $at)) (i8x16.splat (i32.const 0x3c)))))
        (if (local.get $mask) (then (return (i32.add (local.get $at) (i32.ctz (local.get $mask))))))
        (local.set $at (i32.add (local.get $at) (i32.const 16)))
        (br $vector)))
    (block $none
      (loop $byte
        (br_if $none (i32.ge_u (local.get $at) (local.get $length)))
        (if (i32.eq (i32.load8_u (local.get $at)) (i32.const 0x3c)) (then (return (local.get $at))))
        (local.set $at (i32.add (local.get $at) (i32.const 1)))
        (br $byte)))
    (i32.const -1))
)
