package rules

import (
	"fmt"
	"sort"
	"strings"
)

// Game is the game a table deals.
type Game uint8

// The two games of Sabot.
const (
	Blackjack Game = iota
	PuntoBanco
)

// String returns "blackjack" or "punto-banco".
func (g Game) String() string {
	if g == PuntoBanco {
		return "punto-banco"
	}
	return "blackjack"
}

// ShuffleMode is how the cards get back into play.
type ShuffleMode uint8

// The shuffle modes of the five tables.
const (
	// ShuffleShoe: the pack is shuffled by hand, cut, a cut card is placed
	// and the shoe is dealt down to it; then the pack is shuffled again.
	ShuffleShoe ShuffleMode = iota
	// ShuffleContinuous: a continuous shuffler (Shuffler Mate): the cards of
	// every round go back into the machine, so every round is dealt from a
	// full, freshly shuffled pack.
	ShuffleContinuous
	// ShuffleEveryRound: the whole pack is shuffled before every round
	// (online table).
	ShuffleEveryRound
)

// DoubleRule is which two-card totals may double.
type DoubleRule uint8

// The double rules of the four blackjack tables.
const (
	DoubleAny          DoubleRule = iota // any two cards
	DoubleNineToEleven                   // two cards totalling 9, 10 or 11
	DoubleUpToEleven                     // two cards totalling at most 11
	DoubleElevenOnly                     // two cards totalling 11
)

// Allows reports whether a two-card hand of the given hard total (aces one)
// and best total may double under the rule; aceOne says whether an ace may
// count one for the purpose (then the hard total is tried too).
func (d DoubleRule) Allows(best, hard int, aceOne bool) bool {
	ok := func(t int) bool {
		switch d {
		case DoubleAny:
			return true
		case DoubleNineToEleven:
			return t >= 9 && t <= 11
		case DoubleUpToEleven:
			return t <= 11
		case DoubleElevenOnly:
			return t == 11
		}
		return false
	}
	return ok(best) || (aceOne && hard != best && ok(hard))
}

// InsuranceRule is the insurance a table offers when the dealer shows an ace.
type InsuranceRule uint8

// The insurance rules.
const (
	InsuranceNone        InsuranceRule = iota // no insurance on the dealer's card
	InsuranceUpToHalf                         // any stake up to half the bet
	InsuranceExactlyHalf                      // exactly half the bet
)

// EvenMoneyRule is when a player's blackjack may be paid 1:1 at once.
type EvenMoneyRule uint8

// The even-money rules.
const (
	EvenMoneyNone       EvenMoneyRule = iota // never offered
	EvenMoneyVsAce                           // when the dealer shows an ace
	EvenMoneyVsAceOrTen                      // when the dealer shows an ace or a ten-value card
)

// Offered reports whether even money is offered against the up-card.
func (e EvenMoneyRule) Offered(up Card) bool {
	switch e {
	case EvenMoneyVsAce:
		return up.Rank == Ace
	case EvenMoneyVsAceOrTen:
		return up.Rank == Ace || up.Rank.IsTenValue()
	}
	return false
}

// AllBustRule is what the dealer does when no box is left in play (all
// busted, or every blackjack already paid).
type AllBustRule uint8

// The all-bust rules.
const (
	// AllBustDealerStops: the dealer draws nothing more and the round ends;
	// if insurance bets are open he still takes his second card to decide
	// them.
	AllBustDealerStops AllBustRule = iota
	// AllBustDealerCompletes: the dealer completes his hand anyway.
	AllBustDealerCompletes
)

// BoxWord is the word a table's regulation calls a box by, a player's
// place of bets; the screens of the table say it (locales.Locale.At).
type BoxWord uint8

// The regulations' words for a box.
const (
	// BoxWordBox: the box, 000's «casella» (Art. 3: «in ogni casella»), and
	// 001's «casillero».
	BoxWordBox BoxWord = iota
	// BoxWordPosition: the position, «postazione»: 003 («Ogni tavolo ha un
	// certo numero di postazioni»), 004 («7 giocatori in corrispondenza di
	// altrettante postazioni con 3 caselle circolari»: at 004 a casella is
	// one of the three circles of a postazione), 002 («un'unica puntata per
	// postazione»).
	BoxWordPosition
)

// Limits are a table's betting limits.
type Limits struct {
	// Min and Max are the limits of one bet on one box (or one Punto Banco
	// position).
	Min, Max Money
	// MaxRatio, when not zero, is the required ratio Max/Min.
	MaxRatio int64
	// MaxPerRound, when not zero, caps the sum of every stake a player puts
	// down in one round: bets, side bets, doubles, splits and insurance.
	MaxPerRound Money
	// CreditCap: no stake may exceed the credit the player has at the table.
	CreditCap bool
}

// RuleSet holds every parameter of one table. The zero value is not a
// table; use ByID or the package variables.
//
// Each field's comment names the article it comes from. A field whose
// comment starts with "Interpretation" is the project's choice where the
// regulation is silent (see ../shared/RULES.md): changing it is one line here.
type RuleSet struct {
	// ID is the table's identifier, e.g. "italian-classic".
	ID string
	// Game is the game the table deals.
	Game Game
	// Source is the regulation the table follows (a file in shared/seeds).
	Source string
	// Country is the ISO country code of the casino, for its flag.
	Country string
	// Language is the language of the regulation and of its procedures.
	Language string
	// Currency is the ISO 4217 code of the casino's money, the unit of
	// Money at the table: "EUR" in Italy, "ARS" (pesos) in Argentina.
	Currency string

	// Decks is the number of 52-card decks.
	Decks int
	// Shuffle is how the pack is shuffled between rounds.
	Shuffle ShuffleMode
	// CutCardBehind is how many cards lie behind the cut card. With a
	// continuous shuffler it is how many cards are cut off with the
	// mascherina before the pack goes into the machine: they stay out of
	// play, unseen, until the table closes.
	CutCardBehind int
	// CutCardJitter: the cut card is placed by hand, within this many cards
	// of CutCardBehind either way.
	CutCardJitter int
	// BurnCards is how many cards are burnt face down after a shuffle.
	BurnCards int
	// VoidIfShoeRunsOut: a round the cards in the shoe cannot finish is
	// void and every bet is returned; otherwise the round is always finished
	// (with the cut card appearing, the round in course is completed).
	VoidIfShoeRunsOut bool
	// ExposedCardReshuffles: after a card came out of the shoe showing its
	// face (burnt), the whole pack is checked at the end of the hand,
	// reshuffled and put back in the shoe: the next round starts a new
	// shoe.
	ExposedCardReshuffles bool
	// FallenCardsCounted: after several cards fell to the floor during the
	// coup, the cards are counted at the end of the hand to make sure the
	// pack is whole; the shoe goes on.
	FallenCardsCounted bool

	// Boxes is the number of boxes (blackjack) or positions (Punto Banco).
	Boxes int
	// BoxWord is the regulation's word for a box: what the table's screens
	// call it.
	BoxWord BoxWord
	// StandingPlayersBet: players standing behind the seats may bet on free
	// boxes.
	StandingPlayersBet bool
	// LonePlayerMinBoxes: a player alone at the table must bet on at least
	// this many boxes (0: no rule).
	LonePlayerMinBoxes int
	// BackBets: anyone may add a bet on a box another player holds (the
	// co-bettors); only the holder decides how the box is played.
	BackBets bool
	// StakesPerBox is how many bets one box may carry, the holder's
	// included, when BackBets (0: no limit).
	StakesPerBox int
	// SplitBindsBackBets: when the holder splits, every co-bettor's stake is
	// split too; otherwise each co-bettor follows the split or chooses the
	// hand that keeps his stake. A double never binds them.
	SplitBindsBackBets bool
	// SinglePlayer: the table has one player, who may bet on every box.
	SinglePlayer bool
	// OneBoxWhenWaiting: when other players are waiting for a place (the
	// table is full), each player bets on one box only; a player alone
	// still bets LonePlayerMinBoxes.
	OneBoxWhenWaiting bool
	// MinSeatedPlayers: a shoe starts only with at least this many distinct
	// seated players, each with a bet (0: no rule).
	MinSeatedPlayers int
	// ShoeGoesOnBets: once a shoe has started (MinSeatedPlayers), each of
	// its rounds needs at least this many bets, whoever makes them, to the
	// end of the shoe (0: no rule).
	ShoeGoesOnBets int
	// Limits are the betting limits (table settings where the regulation
	// gives none).
	Limits Limits

	// HoleCard: the dealer's second card is dealt face down right after the
	// players' second cards and turned after the players have played; the
	// dealer does not peek. Without it, the dealer takes his second card
	// after the players have played.
	HoleCard bool
	// DealerHitsSoft17: the dealer hits a soft 17. False on every table: the
	// dealer counts an ace eleven when that reaches 17-21 and stands.
	DealerHitsSoft17 bool
	// AllBust is what the dealer does with no box left in play.
	AllBust AllBustRule

	// BlackjackPays is the payout of a player's blackjack.
	BlackjackPays Ratio
	// BlackjackPaidAtOnce: a blackjack is paid right after the deal when the
	// dealer's up-card is not an ace or ten-value; otherwise after the
	// dealer's hand.
	BlackjackPaidAtOnce bool
	// EvenMoney is when a blackjack may be paid 1:1 at once.
	EvenMoney EvenMoneyRule
	// Insurance is the insurance offered against the dealer's ace.
	Insurance InsuranceRule
	// InsurancePays is the insurance payout.
	InsurancePays Ratio

	// Desafio: a player whose first card is an ace may bet half his stake
	// that his second card is a ten-value ("desafío o seguro"); the dealer
	// asks "¿asegura?" before dealing that second card.
	Desafio bool
	// DesafioPays is the desafío payout.
	DesafioPays Ratio
	// DesafioOnSplitAces: when the second card is an ace too, the player may
	// bet the desafío again on the split hand of that second ace.
	DesafioOnSplitAces bool

	// Double is which two-card totals may double.
	Double DoubleRule
	// DoubleAceCountsOne: for the double rule an ace may count one (so A8
	// doubles as 9 under DoubleNineToEleven).
	DoubleAceCountsOne bool
	// DoubleFaceDown: the double card is dealt face down and turned after
	// the dealer's hand.
	DoubleFaceDown bool
	// AskDouble: the dealer must ask "¿dobla?" before dealing a card to a
	// two-card hand that may double.
	AskDouble bool
	// DoubleAfterSplit: a split hand may double.
	DoubleAfterSplit bool
	// SplitDouble is which two-card totals a split hand may double (with
	// DoubleAfterSplit); the ace counts as DoubleAceCountsOne says.
	SplitDouble DoubleRule

	// Pairs is which two cards may be split.
	Pairs PairPolicy
	// MaxHands is the most hands one box may reach by splitting (2: one
	// split; 4: up to three splits).
	MaxHands int
	// SplitAcesOneCard: split aces receive one card each and nothing more.
	SplitAcesOneCard bool
	// ResplitAces: split aces that receive an ace may be split again.
	ResplitAces bool
	// SplitBlackjackPays, when not zero: a two-card 21 on a split hand is
	// a blackjack paid this ratio. It keeps a blackjack's rank against the
	// dealer: it beats his 21 of three cards or more and ties his
	// blackjack. Zero: it is a plain 21, paid 1:1, that loses to the
	// dealer's blackjack.
	SplitBlackjackPays Ratio

	// HitSoft21: the player may hit a soft 21, counting the ace as one.
	HitSoft21 bool
	// ForcedHitUpTo: the player must hit a total of this or less (0: none).
	ForcedHitUpTo int
	// AceDeclaration: a player with an ace among his first two cards
	// declares it worth one or eleven, irrevocably.
	AceDeclaration bool
	// AceChoice: the ace is worth one or eleven at the player's choice, as
	// any total (the hand is played as he counts it).
	AceChoice bool
	// AceAutomatic: the ace takes its best value automatically.
	AceAutomatic bool

	// PerfectPair: the Perfect Pair side bet of half the box's bet, on the
	// box's first two cards.
	PerfectPair bool
	// PerfectPairMixed, PerfectPairColour and PerfectPairSuited are its
	// payouts: a pair of mixed colours, of the same colour and different
	// suits, and of the same suit.
	PerfectPairMixed, PerfectPairColour, PerfectPairSuited Ratio

	// BustCollectedAtOnce: a busting box's bet is collected when it busts;
	// otherwise at the settlement.
	BustCollectedAtOnce bool
	// SettleLosersFirst: at the settlement all losing bets are collected
	// before any winner is paid; otherwise box by box.
	SettleLosersFirst bool
	// SettleFromRight: the settlement goes from the dealer's right (the last
	// box) to his left; otherwise from his left.
	SettleFromRight bool
	// SettleInAnyOrder: the regulation sets no direction for the
	// settlement (004 Svolgimento, 003 Punteggi e vincite, 001 Desarrollo
	// 9): the automatic dealer keeps SettleFromRight's order as house
	// practice, and the dealer school accepts the bets settled in any order
	// (the losers still first where SettleLosersFirst).
	SettleInAnyOrder bool
	// SplitDealsBothHands: after a split each hand receives its second card
	// before the first is played (003 Dividere: "verrà data
	// automaticamente una seconda carta su ciascuna delle due mani");
	// otherwise the first hand is played out before the second receives its
	// card (000 Art. 11).
	SplitDealsBothHands bool
	// CallsNoMoreBets: the regulation has the dealer close the bets with
	// "rien ne va plus" (000 Art. 3). Elsewhere the first card drawn closes
	// them (004 Regole particolari 12, 001 Disposiciones 3) or the player's
	// "Carte" does (003 Distribuzione delle carte): the call is free, taken
	// by the automatic dealer as house practice, neither required nor
	// refused in the dealer school.
	CallsNoMoreBets bool
	// CallsInsuranceLoses: the regulation has the dealer announce
	// "l'assicurazione perde" as he collects the insurance bets when his
	// second card makes no Black Jack (000 Art. 13). Elsewhere the text is
	// silent: the call is house practice, free in the dealer school.
	CallsInsuranceLoses bool
	// CollectCardsByBox: the cards are collected box by box from the
	// dealer's left once every bet is settled, the bank's last; otherwise
	// all at once.
	CollectCardsByBox bool

	// PuntoPays is the payout of a winning Punto bet.
	PuntoPays Ratio
	// BancoPays is the payout of a winning Banco bet before commission.
	BancoPays Ratio
	// BancoCommissionPercent is the commission taken on Banco's winnings;
	// the payout is rounded down to the cent.
	BancoCommissionPercent int64
	// EgalitePays is the payout of a winning Egalité bet.
	EgalitePays Ratio
	// EgaliteAlone: an Egalité bet may stand alone at a position.
	EgaliteAlone bool
	// ButtonStart is the position that holds the button at the start.
	ButtonStart int
	// StandingReaderExcluded: a standing player betting Punto at a free
	// position does not read the cards.
	StandingReaderExcluded bool
	// LastCoupMinCards: when the last coup starts with the cut card, the
	// dealer draws the remaining cards and the coup is void with fewer than
	// this many cards on the table.
	LastCoupMinCards int
}

// IsBlackjack reports whether the rule set is a blackjack table.
func (r RuleSet) IsBlackjack() bool { return r.Game == Blackjack }

// BancoWin is the amount a winning Banco bet of stake is paid: 1:1 less the
// commission, rounded down to the cent.
func (r RuleSet) BancoWin(stake Money) Money {
	w := r.BancoPays.Of(stake)
	return Money(int64(w) * (100 - r.BancoCommissionPercent) / 100)
}

// PerfectPairPays returns the Perfect Pair payout ratio for two cards, and
// false when they are not a pair.
func (r RuleSet) PerfectPairPays(a, b Card) (Ratio, bool) {
	if a.Rank != b.Rank {
		return Ratio{}, false
	}
	switch {
	case a.Suit == b.Suit:
		return r.PerfectPairSuited, true
	case a.Suit.Red() == b.Suit.Red():
		return r.PerfectPairColour, true
	}
	return r.PerfectPairMixed, true
}

// SameRegulation reports whether the two tables follow the same regulation
// (the Shuffler Mate table and the shoe table of seeds/004).
func (r RuleSet) SameRegulation(o RuleSet) bool { return r.Source != "" && r.Source == o.Source }

// CanDouble reports whether a two-card hand may double under the rule set.
func (r RuleSet) CanDouble(cs Cards) bool {
	if len(cs) != 2 {
		return false
	}
	t := HandTotal(cs)
	return r.Double.Allows(t.Value, t.Hard(), r.DoubleAceCountsOne)
}

var registry = map[string]*RuleSet{}

func register(r *RuleSet) *RuleSet {
	registry[r.ID] = r
	return r
}

// ByID returns the rule set with the given id. The error lists the valid ids.
func ByID(id string) (RuleSet, error) {
	r, ok := registry[id]
	if !ok {
		return RuleSet{}, fmt.Errorf("unknown rules %q: want one of %s", id, strings.Join(IDs(), ", "))
	}
	return *r, nil
}

// IDs returns the ids of every rule set, in the order of the project's table
// (the four blackjack tables, then Punto Banco), then 004's reserved table
// dealt from the shoe, added last so that every table keeps its place.
func IDs() []string {
	ids := make([]string, 0, len(registry))
	for id := range registry {
		ids = append(ids, id)
	}
	order := map[string]int{"italian-classic": 0, "italian-shuffler": 1, "italian-online": 2, "argentine": 3, "super-punto-banco": 4, "italian-shuffler-shoe": 5}
	sort.Slice(ids, func(i, j int) bool { return order[ids[i]] < order[ids[j]] })
	return ids
}

// All returns every rule set, in the order of IDs.
func All() []RuleSet {
	out := make([]RuleSet, 0, len(registry))
	for _, id := range IDs() {
		out = append(out, *registry[id])
	}
	return out
}

// Currencies returns the ISO 4217 codes of the tables' money, each once,
// in the order of the tables (IDs): "EUR" first, then "ARS".
func Currencies() []string {
	var out []string
	seen := map[string]bool{}
	for _, r := range All() {
		if !seen[r.Currency] {
			seen[r.Currency] = true
			out = append(out, r.Currency)
		}
	}
	return out
}
