// Package incident is the table of blackjack's incidents: the
// irregularities of the deal that each table's regulation remedies (an
// exposed card, a fallen card, a card laid on a box without a bet, a box
// or the bank passed over, a player away…; see blackjack.IncidentKind).
//
// Each row of the table says of one incident when it can happen (its
// precondition), how it comes into the round, the remedy its regulation
// prescribes, and how a dealer's step other than the remedy is refused
// while it is pending, citing the article that rules it at that table
// (blackjack.IncidentKind.Topic). A row is a blackjack.IncidentRule: Bring
// hands the row of a kind to Round.Incident, which gives it a
// blackjack.Floor — what the incident sees of the round and what it may
// do to it. Once it is in, its remedy is the dealer's step due, checked by
// Round.Apply and taken by the automatic dealer like any other; the
// round's own machinery carries the remedy out.
//
// The scenes, the dealer school's driver and the hand scripts bring
// incidents through Bring.
package incident
