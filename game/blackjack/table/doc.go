// Package table keeps what lasts between the rounds at a blackjack table:
// the shoe, its shuffles, its cut card and its burn, the session's last
// hand, and whether players wait for a place. Table.Deal deals one round at
// a time, a blackjack.Round reused from one round to the next; State and
// Restore write the table down before a round and make it again, so that a
// round in progress can be dealt again exactly (the drivers' journal).
package table
