// Package blackjack is one round of blackjack at any of Sabot's four
// blackjack tables, as a state machine.
//
// A Round is created from a setup.Setup (the rule set, the shoe, the bets,
// which the sub-package setup checks). From then on the round waits either
// for the dealer or for one player, and Apply takes the next action:
//
//   - the dealer's steps — close the bets, burn, deal a card to a box or to
//     himself, offer insurance or even money, ask "¿asegura?", "¿dobla?" or
//     for the ace's value, pay a blackjack, turn the hole card, stand,
//     collect or pay each bet with its amount, collect the cards — in exactly
//     the order the rule set prescribes. NextDealerAction returns the one that
//     is due, so an automatic dealer plays it; a dealer-school student's
//     action is checked against it, and a wrong one gets an
//     *game.IllegalError that names the right step and its article.
//   - the players' decisions: hit, stand, double, split, insurance, even
//     money, the argentine desafío and ace declaration.
//
// Apply returns the events the action caused (cards dealt, bets settled,
// the dealer's calls) for the scenes to animate. The returned slice is
// reused by the next Apply: copy it to keep it. Nothing in a round panics on
// any input, and a round can be Reset and reused without allocating, so a
// simulator plays millions of rounds a second through the same engine.
//
// Every action reads as it is written in the notation of the record's
// actions (Action.String): the sub-package notation parses it back, a
// dealer's step or a player's decision. Every finished round yields its
// JSON hand history (the sub-package record). The sub-package script plays
// a round from a hand script; a script with "dealer_steps" is a
// dealer-school round, its steps checked one by one, the verdict in the
// record's School. The sub-package table keeps what lasts between rounds
// (the shoe, its shuffles and cut card) and deals one round at a time.
//
// Bets behind another player's box (the Italian casinos): a setup.BoxBet's
// Behind are the co-bettors' stakes (stakes 2, 3… of the box; see Stake).
// The holder alone plays the box; each co-bettor answers for his own stake
// — insurance, even money, following the holder's double, and at
// italian-classic following his split or choosing the card that keeps the
// stake — and the dealer pays or collects each stake on its own, his steps
// naming it ("pay box 3 main 15.00 stake 2").
//
// Incidents: Round.Incident brings one into the round (an exposed card, an
// unrequested card, the dealer's extra card, the cut card first, a fallen
// card or several, stuck cards, a card laid on an empty or on the wrong box, an
// absent player, a card dealt without "¿asegura?" or "¿dobla?", the bank's
// card seen, a deal that cannot be rebuilt; see IncidentKind) by its rule,
// a row of the table of incidents in the sub-package incident (when it can
// happen, how it comes in, how a wrong step is refused meanwhile), through
// a Floor: what the incident sees of the round and what it may do to it.
// Pending reads it, and its remedy by the table's regulation (burn-card,
// pick-up-card, offer-card, last-round, void box N, void-round; for an
// absent player the hand dealt by the dealer's rule) is the dealer's step
// due, checked and applied like any other. A script's
// "incident" does the same at a given point of the round.
package blackjack
