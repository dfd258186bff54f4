//go:build !purego

#include "textflag.h"

// The dealer's pass with AVX2: the four lanes of a node's product, a term's
// product or a sum are one 256-bit register, each lane computed by the very
// operations of the Go loops in dealerpass.go (VMULPD and VADDPD, never a
// fused multiply-add), in the same order.

// func trieProductsAVX2(nodes *trieNode, n int, fall *[4]float64, prob *[4]float64)
TEXT ·trieProductsAVX2(SB), NOSPLIT, $0-32
	MOVQ nodes+0(FP), SI
	MOVQ n+8(FP), CX
	MOVQ fall+16(FP), DI
	MOVQ prob+24(FP), R8
	MOVQ R8, R9 // the node's product
	TESTQ CX, CX
	JLE products_done

products_node:
	MOVLQSX 0(SI), AX // parent
	MOVBQZX 4(SI), BX // f
	SHLQ $5, BX
	VMOVUPD (DI)(BX*1), Y0
	TESTQ AX, AX
	JS products_store // a child of the root: its falling factorial alone
	SHLQ $5, AX
	VMULPD (R8)(AX*1), Y0, Y0

products_store:
	VMOVUPD Y0, (R9)
	ADDQ $32, R9
	ADDQ $8, SI
	DECQ CX
	JNZ products_node

products_done:
	VZEROUPPER
	RET

// func groupSumsAVX2(groups *termGroup, n int, terms *dealerTerm, prob *[4]float64, invFall *[4]float64, acc *[4]float64)
TEXT ·groupSumsAVX2(SB), NOSPLIT, $0-48
	MOVQ groups+0(FP), SI
	MOVQ n+8(FP), CX
	MOVQ terms+16(FP), DI
	MOVQ prob+24(FP), R8
	MOVQ invFall+32(FP), R9
	MOVQ acc+40(FP), R10
	TESTQ CX, CX
	JLE sums_done

sums_group:
	MOVLQSX 0(SI), AX  // the group's first term
	MOVLQSX 8(SI), DX  // the next group's
	MOVBQZX 4(SI), R11 // slot
	MOVBQZX 5(SI), R12 // size
	SUBQ AX, DX        // the group's number of terms
	SHLQ $4, AX
	ADDQ DI, AX        // its first term
	VXORPD Y0, Y0, Y0  // the even terms' sum
	VXORPD Y1, Y1, Y1  // the odd terms'

sums_pair:
	CMPQ DX, $2
	JLT sums_tail
	MOVLQSX 0(AX), R13
	SHLQ $5, R13
	VBROADCASTSD 8(AX), Y2
	VMULPD (R8)(R13*1), Y2, Y2
	VADDPD Y2, Y0, Y0
	MOVLQSX 16(AX), BX
	SHLQ $5, BX
	VBROADCASTSD 24(AX), Y3
	VMULPD (R8)(BX*1), Y3, Y3
	VADDPD Y3, Y1, Y1
	ADDQ $32, AX
	SUBQ $2, DX
	JMP sums_pair

sums_tail:
	TESTQ DX, DX
	JZ sums_add
	MOVLQSX 0(AX), R13
	SHLQ $5, R13
	VBROADCASTSD 8(AX), Y2
	VMULPD (R8)(R13*1), Y2, Y2
	VADDPD Y2, Y0, Y0

sums_add:
	VADDPD Y1, Y0, Y0
	SHLQ $5, R12
	VMULPD (R9)(R12*1), Y0, Y0
	SHLQ $5, R11
	VADDPD (R10)(R11*1), Y0, Y0
	VMOVUPD Y0, (R10)(R11*1)
	ADDQ $8, SI
	DECQ CX
	JNZ sums_group

sums_done:
	VZEROUPPER
	RET
