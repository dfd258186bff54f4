// Package opening is the dealer school's engine for opening a table
// (preparing a new shoe) and closing it, done as table steps: for each
// table, the ordered steps its regulation fixes, each with its article and
// the regulation's own words, and the values the regulation gives (who is
// offered the cut, where the cut card goes, how many cards are burnt).
// A Session checks the student's steps one by one; a wrong step or value
// is refused with a *game.IllegalError citing the article. The cut is
// offered in the regulation's order: a player who refuses it (Table.Refusing)
// passes it on clockwise, from the dealer's left towards his right (004
// Apertura 6, 000 Art. 30), each offer a step.
//
// The regulations (../shared/seeds): 000 italian-classic Art. 1, 30-32 and
// Cap. 1; 001 argentine Desarrollo 5-7; 004 italian-shuffler and
// italian-shuffler-shoe Apertura 1-9 and Chiusura. 002 super-punto-banco states no preparation of its shoe
// (Art. 4-5 only replace the sixain and end the taglia) and 003
// italian-online shuffles every coup, so they have no steps here. Only 004
// states a closing.
//
// The package never imports ebiten.
package opening
