package locales

import "strings"

// The keys of the blackjack table scene.
const (
	BJYou          Key = "bj.you"
	BJChips        Key = "bj.chips"
	BJOnTable      Key = "bj.on-table"
	BJHistory      Key = "bj.history"
	BJNewRound     Key = "bj.new-round"
	BJNoArticle    Key = "bj.no-article"
	BJFinishRound  Key = "bj.finish-round"
	BJFinishForMe  Key = "bj.finish-for-me"
	BJFinishing    Key = "bj.finishing"
	BJLowBankroll  Key = "bj.low-bankroll"
	BJSayPlaceBets Key = "bj.say.place-bets"
	BJSayShuffle   Key = "bj.say.shuffle"
	BJTotalSoft    Key = "bj.total-soft"
	BJAceTotal     Key = "bj.ace-total"
	BJLabelResult  Key = "bj.label-result"
	BJBlackjack    Key = "bj.blackjack"
	BJBustTotal    Key = "bj.bust-total"
	BJVoid         Key = "bj.void"
	BJPush         Key = "bj.push"
	BJPlus         Key = "bj.plus"
	BJMinus        Key = "bj.minus"
	BJInsuranceOf  Key = "bj.insurance-of"
	// BJInsuranceLess and BJInsuranceMore lower and raise the insurance
	// stake by {0}, a chip (up to half the bet: 000 Art.9, 004).
	BJInsuranceLess Key = "bj.insurance-less"
	BJInsuranceMore Key = "bj.insurance-more"
	BJEvenMoney     Key = "bj.even-money"
	BJDesafio       Key = "bj.desafio"
	BJDesafioOf     Key = "bj.desafio-of"
	BJPerfectPair   Key = "bj.perfect-pair"
	BJAceIs         Key = "bj.ace-is"
	BJResultWin     Key = "bj.result.win"
	BJResultLose    Key = "bj.result.lose"
	BJResultPush    Key = "bj.result.push"
	BJResultVoid    Key = "bj.result.void"
	BJAskPlay       Key = "bj.ask.play"
	BJAskInsurance  Key = "bj.ask.insurance"
	// Bets behind another player's box.
	BJAskFollowDouble Key = "bj.ask.follow-double"
	BJAskSplitStake   Key = "bj.ask.split-stake"
	BJFollowDouble    Key = "bj.follow-double"
	BJFollowSplit     Key = "bj.follow-split"
	BJNoFollowDouble  Key = "bj.no-follow-double"
	BJFirstCard       Key = "bj.first-card"
	BJSecondCard      Key = "bj.second-card"
	BJBehindPlaced    Key = "bj.behind.placed"
	BJStatusBehind    Key = "bj.status.behind"
	BJAskEvenMoney    Key = "bj.ask.even-money"
	BJAskDesafio      Key = "bj.ask.desafio"
	BJAskAce          Key = "bj.ask.ace"
	BJStatusBet       Key = "bj.status.bet"
	BJStatusBetRound  Key = "bj.status.bet-round"
	BJStatusDealer    Key = "bj.status.dealer"
	BJStatusBot       Key = "bj.status.bot"
	BJStatusYou       Key = "bj.status.you"
	BJStatusYourHand  Key = "bj.status.your-hand"
	BJStatusOver      Key = "bj.status.over"

	// A seated player bets on every hand or leaves his seat (001
	// Disposiciones 1): the user's seat freed ({0} the article) and taken
	// again; a computer player leaving ({0} his name, {1} the box, {2}
	// the article) or sitting down ({0}, {1}).
	BJSeatFreed Key = "bj.seat-freed"
	BJSatAgain  Key = "bj.sat-again"
	BJBotLeaves Key = "bj.bot-leaves"
	BJBotSits   Key = "bj.bot-sits"

	// The answers of a player the dealer passed over (001 Disposiciones
	// 4, 9, 11).
	BJWithdraw Key = "bj.withdraw"
	BJPlayOn   Key = "bj.play-on"

	// Bets refused before the deal.
	BJErrNoBet      Key = "bj.err.no-bet"
	BJErrMin        Key = "bj.err.min"
	BJErrMax        Key = "bj.err.max"
	BJErrPerRound   Key = "bj.err.per-round"
	BJErrBankroll   Key = "bj.err.bankroll"
	BJErrSeatTaken  Key = "bj.err.seat-taken"
	BJErrPPFirst    Key = "bj.err.pp-first"
	BJErrNoLast     Key = "bj.err.no-last"
	BJErrLonePlayer Key = "bj.err.lone-player"
	BJErrSeated     Key = "bj.err.seated"
	// BJErrShoeGoesOn: {0} bets needed, {1} made, {2} the article.
	BJErrShoeGoesOn Key = "bj.err.shoe-goes-on"
	// BJErrOneBox: the table is full; {0} the article.
	BJErrOneBox Key = "bj.err.one-box"
	BJErrSetup  Key = "bj.err.setup"
	// BJSeatedMin: fewer computer players than the regulation needs were
	// chosen; {0} sit, {1} seated players needed, {2} the article.
	BJSeatedMin Key = "bj.seated-min"

	// Decisions refused by the engine.
	BJRefuseNoHit     Key = "bj.refuse.no-hit"
	BJRefuseForcedHit Key = "bj.refuse.forced-hit"
	BJRefuseNoDouble  Key = "bj.refuse.no-double"
	BJRefuseNoSplit   Key = "bj.refuse.no-split"
	BJRefuseOverLimit Key = "bj.refuse.over-limit"
	BJRefuseQuestion  Key = "bj.refuse.question"
	BJRefuseOther     Key = "bj.refuse.other"

	// BJAskEvenMoneyInsure: a blackjack against the ace may insure
	// instead of even money (000 Art. 9, 004 Assicurazione).
	BJAskEvenMoneyInsure Key = "bj.ask.even-money-insure"
)

// BJSay returns the key of a dealer's call at the blackjack table, from the
// engine's phrase key ("insurance?" → "bj.say.insurance").
func BJSay(phrase string) Key { return Key("bj.say." + strings.TrimSuffix(phrase, "?")) }

// BJNames returns the key of the computer players' names at a table of the
// given country ("bj.names.it").
func BJNames(country string) Key { return Key("bj.names." + country) }

// The keys of the blackjack table's results: stake by stake when the
// user's stakes went different ways or one is behind another player's box
// (BJResultBehind: the box, its holder, the net), and the side bets' labels.
const (
	BJResultBox       Key = "bj.result.box"
	BJResultBehind    Key = "bj.result.behind"
	BJResultMixedWin  Key = "bj.result.mixed-win"
	BJResultMixedLose Key = "bj.result.mixed-lose"
	BJResultMixedEven Key = "bj.result.mixed-even"
	BJPerfectPairOf   Key = "bj.perfect-pair-of"
	// BJBotMistake marks a computer player's deliberate mistake.
	BJBotMistake Key = "bj.bot-mistake"
)

// BJBannerArticle names the article under a dealer's call on the felt:
// {0} the article ("Regolamento, Art. 9"; at 004 a paragraph's title,
// "Regolamento, Assicurazione", which alone read as the call said twice).
const BJBannerArticle Key = "bj.banner.article"
