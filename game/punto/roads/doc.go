// Package roads builds the scoreboards that Punto Banco players keep for a
// whole shoe from the coups' records: the bead plate and the big road. It
// has no drawing in it (the table scene paints what it returns) and does not
// import ebiten, so its tests run with plain go test.
//
// The conventions are the players' usual ones:
//
//   - Bead plate: one cell per coup, filled down each column of Rows cells
//     and then the next column to the right; the cell holds the winner's
//     letter in its colour (Banco red, Punto blue, Egalité green) and a mark
//     for a natural (8 or 9 on two cards, "battuta").
//   - Big road: Banco and Punto only. A win by the same side as the last one
//     goes down the same column; a change of side starts a new column at the
//     top. A streak longer than the column turns right along the bottom (the
//     "dragon tail"), and so does one that meets a tail already there. An
//     Egalité is not a cell: it is a slash across the last cell (with a count
//     when there are several); ties before the first win are carried onto
//     the first cell.
//
// A Colpo in Bianco is dealt like any coup and its result goes on the roads;
// a void coup (Art. 5) and an unfinished one do not.
package roads
