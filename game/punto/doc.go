// Package punto is one coup of Super Punto Banco (Casinò di Venezia,
// shared/seeds/002) as a state machine, its hand histories and hand scripts,
// and the table that chains coups in play mode.
//
// A coup starts from a Setup (rule set, shoe, button, bets) with New. Legal
// lists what may be done now, Apply does it and returns the events, and the
// finished coup gives a Record. Every step of the dealer is an action, like
// the reader's call, so the same Round runs the automatic dealer of play
// mode (NextDealerAction) and checks a student dealer: a wrong step is
// refused with a *game.IllegalError naming the article. Nothing panics on
// any input.
//
// # The coup, step by step, in action notation
//
//	close                     "Rien ne va plus" (bianco instead: Colpo in Bianco)
//	deal punto, deal banco,   four cards face down, P B P B (Art. 6, 7)
//	deal punto, deal banco
//	give 3                    the Punto cards to the reader (highest Punto
//	                          bet at a seated position, ties by button order,
//	                          Art. 13); skipped when the dealer plays Punto
//	carta | no-carta | battuta   the reader's call; a wrong one is corrected
//	                          "alla regola" (Tabella della Regola)
//	turn punto                when the dealer plays Punto, he turns it first
//	turn banco                the dealer turns Banco
//	draw punto, draw banco    third cards, face up, by the Tabella (Art. 8)
//	turn punto                the reader shows Punto, if still covered
//	draw rest, annul          the last coup started with the cut card (Art. 5)
//	announce banco 7 punto 5  Banco's score first; a wrong one: "Le carte
//	                          parlano" (Art. 9)
//	indicate punto            the winning box, right after the score
//	                          (egalite on a tie; Distribuzione)
//	collect 2 punto           losers first, then
//	pay 4 banco 9.50          winners, then
//	return 1 punto            bets returned (tie, void), each by position
//	discard                   the coup is over (Art. 10)
//	button 4                  the button passes (not after a Colpo in Bianco)
//
// Apply returns Events, plain values the scenes turn into animations and the
// dealer's voice: cards dealt (face down in the deal, face up for third
// cards), the cards given to the reader, the call, corrections, turns,
// settlements, the discard and the button, and announcements whose Phrase
// keys (rien-ne-va-plus, colpo-in-bianco, ultimo-colpo,
// ultimo-colpo-minimo-sette, banco-punto, le-carte-parlano, alla-regola,
// vince-punto, vince-banco, egalite, colpo-nullo; and the reader's carta,
// no-carta, battuta) map to the locales.
//
// RunScript plays a hand script (see Script) and returns its Record, the
// JSON hand history; a script with "dealer_steps" is a dealer-school coup,
// each step checked by CheckDealerStep, the verdict in Record.School.
//
// Incidents: Round.Incident brings one into the coup (a card visible in the
// sabot, a fallen card, a card drawn too many, seen or not, stuck cards
// (their order restored or lost), a
// card of the deal on the wrong side, an undue third card, a fifth card in
// the deal, rebuilt or void, a deal one card short; see IncidentKind),
// Pending reads it, and its remedy (bianco, pick-up, under-shoe,
// next-bianco, burn, restore-order, annul, the missing card dealt; Art.
// 1-3, 6-8) is the
// dealer's step due,
// checked and applied like any other. A card drawn too many opens the next coup
// (Round.Carried, Setup.Carried, Table.NextBlank).
//
// Table chains coups in play mode: it shuffles with an
// injected random source, places the cut card, keeps the button and
// changes the shoe after its last coup.
//
// Errors and events cite the rule set's articles (rules.RuleSet.Article):
// "Distribuzione" is the unnumbered text that opens the regulation. Where the regulation is silent the package follows the
// project's Interpretations (shared/RULES.md), each marked in a comment:
// payouts, settlement order, button and tie-break order, third cards face
// up, the dealer turning Punto first when he plays it, the button passing
// after a void coup.
package punto
