package locales

// The keys of the Why view: the plays of a decision with their outcomes
// and EV terms, the dealer's distribution, the table's rules, and the
// comparison with the book's chart.
const (
	WhyTitle    Key = "why.title"
	WhyFailed   Key = "why.failed" // {0} the error
	WhyPlays    Key = "why.plays"
	WhyTerms    Key = "why.terms"
	WhyEV       Key = "why.ev"
	WhyDeclared Key = "why.declared" // {0} the ace's value, {1} the play
	WhyHands    Key = "why.hands"    // {0} the expected number of split hands
	WhyPerHand  Key = "why.per-hand"
	WhyDoubled  Key = "why.doubled"

	// The outcomes.
	WhyOutBlackjack  Key = "why.out.blackjack" // {0} the payout, 3:2
	WhyOutDealerBust Key = "why.out.dealer-bust"
	WhyOutWin        Key = "why.out.win"
	WhyOutPush       Key = "why.out.push"
	WhyOutLose       Key = "why.out.lose"
	WhyOutBust       Key = "why.out.bust"
	WhyOutDealerBJ   Key = "why.out.dealer-bj"

	// The dealer's distribution.
	WhyDealerTitle Key = "why.dealer.title" // {0} the up-card
	WhyDealerSub   Key = "why.dealer.sub"
	WhyDealerBJ    Key = "why.dealer.bj"
	WhyDealerBust  Key = "why.dealer.bust"

	// The table's rules; {0} the best play here, {1} under a peek rule,
	// {2} the chance of a dealer blackjack (the "same" notes: {0} the
	// play, {1} the chance).
	WhyNotesTitle     Key = "why.notes.title"
	WhyNoteNoHoleDiff Key = "why.note.nohole.differs"
	WhyNoteNoHoleSame Key = "why.note.nohole.same"
	WhyNoteHoleDiff   Key = "why.note.hole.differs"
	WhyNoteHoleSame   Key = "why.note.hole.same"
	WhyNoteAceDeclare Key = "why.note.ace-declare"  // {0} the total with the ace one, {1} eleven
	WhyNoteAceDecl    Key = "why.note.ace-declared" // {0} the value declared, {1} the total
	WhyNoteForced     Key = "why.note.forced"       // {0} the total
	WhyNoteDouble     Key = "why.note.double-limit" // {0} the totals that double
	WhyNoteNoDAS      Key = "why.note.no-das"
	WhyNoteSplitAces  Key = "why.note.split-aces"
	WhyDouble911      Key = "why.double.9-11"
	WhyDoubleUpTo11   Key = "why.double.upto-11"
	WhyDouble11       Key = "why.double.11"
	WhyDoubleAny      Key = "why.double.any"
	// The book's play of the decision's cell: {0} the play, {1} what it
	// gives up per 100 units.
	WhyNoteBookDiff Key = "why.note.book-diff"
	WhyNoteBookSame Key = "why.note.book-same"

	// The comparison with the book's chart.
	WhyKeyBook    Key = "why.key.book"
	WhyKeyPlays   Key = "why.key.plays"
	WhyBookTitle  Key = "why.book.title"
	WhyBookSub    Key = "why.book.sub"
	WhyBookCount  Key = "why.book.count" // {0} the cells
	WhyBookNone   Key = "why.book.none"
	WhyBookRow    Key = "why.book.row"   // {0} the play here, {1} the book's
	WhyBookWorth  Key = "why.book.worth" // {0} per 100 units
	WhyBookThis   Key = "why.book.this"  // {0} the play here, {1} the book's
	WhyBookSame   Key = "why.book.same"  // {0} the play
	WhyBookLegend Key = "why.book.legend"
	WhyBookMore   Key = "why.book.more" // {0} cells not shown

	// The side decisions (insurance, even money, the desafío): the
	// answers, the events of their bars ({0} a payout, 2 to 1), the
	// unseen cards that decide them.
	WhySideAnswers   Key = "why.side.answers"
	WhySideNothing   Key = "why.side.nothing"
	WhySideInsWins   Key = "why.side.insurance-wins" // {0} the payout
	WhySideInsLoses  Key = "why.side.insurance-loses"
	WhySideDesWins   Key = "why.side.desafio-wins" // {0} the payout
	WhySideDesLoses  Key = "why.side.desafio-loses"
	WhySidePaidNow   Key = "why.side.paid-now"
	WhySideBlackjack Key = "why.side.blackjack" // {0} the payout
	WhySidePush      Key = "why.side.push"
	WhySideTens      Key = "why.side.tens"
	WhySideAces      Key = "why.side.aces"
	WhySideSubDealer Key = "why.side.sub.dealer"
	WhySideSubOwn    Key = "why.side.sub.own"
	WhySideCount     Key = "why.side.count"      // {0} the cards that decide, {1} the unseen cards
	WhySideBreakEven Key = "why.side.break-even" // {0} the share
	WhySideFresh     Key = "why.side.fresh"      // {0} the share
	// {0} the cards at the break-even, {1} the unseen cards, {2} how many
	// fewer or more the shoe holds, {3} the points from the break-even.
	WhySideFewerTens Key = "why.side.fewer.tens"
	WhySideMoreTens  Key = "why.side.more.tens"
	WhySideFewerAces Key = "why.side.fewer.aces"
	WhySideMoreAces  Key = "why.side.more.aces"
	// The side decisions' rules: {0} the payout, {1} the article.
	WhyNoteInsHalf    Key = "why.note.insurance.half"
	WhyNoteInsUpTo    Key = "why.note.insurance.up-to-half"
	WhyNoteEvenAce    Key = "why.note.even-money.ace"     // {0} the blackjack's payout, {1} the article
	WhyNoteEvenAceTen Key = "why.note.even-money.ace-ten" // {0} the blackjack's payout, {1} the article
	WhyNoteEvenIns    Key = "why.note.even-money.insured"
	WhyNoteDesafio    Key = "why.note.desafio"
	// The break-even explained: {0} the payout, {1} its ratio (2), {2}
	// the break-even as one card in n; for even money {0} the
	// blackjack's payout, {1} n; the share here ({0}) and the best answer
	// ({1}).
	WhySideWhyTitle Key = "why.side.why.title"
	WhySideWhyBet   Key = "why.side.why.bet"
	WhySideWhyEven  Key = "why.side.why.even"
	WhySideWhyHere  Key = "why.side.why.here"
)
