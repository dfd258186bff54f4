package menus

import (
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"sabot/game/blackjack"
	"sabot/game/blackjack/record"
	"sabot/locales"
	"sabot/rules"
	"sabot/save"
	"sabot/scenes/session"
	"sabot/words"
)

// The hand history's records, read for the screen. The records are the
// engines' JSON (record.Record, punto.Record) with the fields RecordMeta
// adds; whatever cannot be read is shown as such, never a crash.

// historyEntry is one round of the history.
type historyEntry struct {
	game    string // save.GameBlackjack, save.GamePuntoBanco, or "" when unknown
	table   string // the rule set's id
	cur     string // the ISO 4217 code of its money (the log line's)
	when    time.Time
	hasTime bool
	you     string
	net     rules.Money
	hasNet  bool
	bj      *record.Record
	pb      *puntoRecord
	bad     bool // the record could not be read
}

// puntoRecord is what the history shows of a Punto Banco record.
type puntoRecord struct {
	Rules  string        `json:"rules"`
	Punto  puntoHand     `json:"punto"`
	Banco  puntoHand     `json:"banco"`
	Winner string        `json:"winner"`
	Bets   []puntoBetRec `json:"bets"`
	Blank  bool          `json:"blank"`
	Void   bool          `json:"void"`
	// Who read Punto and what he called: the reader's position (0: the
	// dealer played Punto), his name, the call of the rule, the call he
	// said (absent in records saved before it was kept: the correction's
	// then says it), and the calls corrected alla regola.
	Reader       int               `json:"reader"`
	ReaderPlayer string            `json:"reader_player"`
	Call         string            `json:"call"`
	Said         string            `json:"said"`
	Corrections  []puntoCorrection `json:"corrections"`
}

// puntoCorrection is a mistake corrected in a Punto Banco coup.
type puntoCorrection struct {
	Phrase string `json:"phrase"`
	Said   string `json:"said"`
	Right  string `json:"right"`
}

// readerLines say who read Punto, what he called, and the correction "alla
// regola" of a call against the rule.
func readerLines(loc *locales.Locale, r *puntoRecord, you string) []string {
	if r.Blank || r.Call == "" && r.Reader == 0 {
		if r.Reader == 0 && !r.Blank && len(r.Punto.Cards) > 0 {
			return []string{loc.T(locales.HistoryPuntoDealerReads)}
		}
		return nil
	}
	said, right := r.Said, ""
	for _, c := range r.Corrections {
		if c.Phrase == "alla-regola" {
			right = c.Right
			if said == "" {
				said = c.Said
			}
		}
	}
	if said == "" {
		said = r.Call
	}
	who := session.PuntoPlayerName(loc, r.ReaderPlayer)
	if r.ReaderPlayer == you && you != "" {
		who = loc.T(locales.BJYou)
	}
	lines := []string{loc.T(locales.HistoryPuntoReader, r.Reader, who, callKey(said))}
	if right != "" {
		lines = append(lines, loc.T(locales.HistoryPuntoCorrected, callKey(right)))
	}
	return lines
}

// callKey is the words of a reader's call in a record ("no-carta").
func callKey(call string) locales.Key {
	switch call {
	case "carta", "no-carta", "battuta":
		return locales.Key("punto.call." + call)
	}
	return locales.Key(call)
}

type puntoHand struct {
	Cards rules.Cards `json:"cards"`
	Total int         `json:"total"`
}

type puntoBetRec struct {
	Position int         `json:"position"`
	Player   string      `json:"player"`
	On       string      `json:"on"`
	Amount   rules.Money `json:"amount"`
	Result   string      `json:"result"`
	Net      rules.Money `json:"net"`
}

// readEntry reads one record.
func readEntry(raw json.RawMessage) historyEntry {
	var meta struct {
		Game    string       `json:"game"`
		Rules   string       `json:"rules"`
		Time    string       `json:"time"`
		You     string       `json:"you"`
		YourNet *rules.Money `json:"your_net"`
		Punto   *json.RawMessage
		Dealer  *json.RawMessage
	}
	var e historyEntry
	if err := json.Unmarshal(raw, &meta); err != nil {
		e.bad = true
		return e
	}
	e.game, e.table, e.you = meta.Game, meta.Rules, meta.You
	if e.you == "" {
		e.you = session.UserName // the tables' name for the user
	}
	if t, err := time.Parse(time.RFC3339, meta.Time); err == nil {
		e.when, e.hasTime = t, true
	}
	if meta.YourNet != nil {
		e.net, e.hasNet = *meta.YourNet, true
	}
	e.game = save.RecordGame(e.game, meta.Dealer != nil, meta.Punto != nil)
	switch e.game {
	case save.GameBlackjack:
		var r record.Record
		if err := json.Unmarshal(raw, &r); err != nil {
			e.bad = true
			return e
		}
		e.bj = &r
		if !e.hasNet { // the user's stakes, not the table's net
			e.net, e.hasNet = r.PlayerNet(e.you), true
		}
	case save.GamePuntoBanco:
		var r puntoRecord
		if err := json.Unmarshal(raw, &r); err != nil {
			e.bad = true
			return e
		}
		e.pb = &r
		if !e.hasNet {
			for _, b := range r.Bets {
				if b.Player == e.you {
					e.net += b.Net
				}
			}
			e.hasNet = true
		}
	default:
		e.bad = true
	}
	return e
}

// cardText writes cards with their suit symbols: "10♥ 7♠".
func cardText(cs rules.Cards) string {
	var b strings.Builder
	for i, c := range cs {
		if i > 0 {
			b.WriteByte(' ')
		}
		if c.Rank == rules.Ten {
			b.WriteString("10")
		} else {
			b.WriteString(c.Rank.String())
		}
		b.WriteString(c.Suit.Symbol())
	}
	return b.String()
}

// atTable is loc at the record's table (its words), its amounts in the
// money the round was played in: the log line's currency, euros for a
// line written before the bankrolls were kept apart, whatever its table
// (an Argentine round of then was played in euros); a table that is no
// longer known keeps loc.
func atTable(loc *locales.Locale, e historyEntry) *locales.Locale {
	if r, err := rules.ByID(e.table); err == nil {
		loc = loc.At(r)
	}
	if e.cur != "" {
		loc = loc.In(e.cur)
	}
	return loc
}

// tableName is a table's name in the language, or its id.
func tableName(loc *locales.Locale, id string) string {
	if k := locales.TableName(id); loc.Has(k) {
		return loc.T(k)
	}
	if id == "" {
		return "?"
	}
	return id
}

// timeText writes a record's time in the language's format.
func timeText(loc *locales.Locale, e historyEntry) string {
	if !e.hasTime {
		return loc.T(locales.HistoryNoTime)
	}
	return e.when.Local().Format(loc.T(locales.HistoryTimeFormat))
}

// summary is the line of a round in the list: the cards of the dealer (or
// of Punto and Banco) and the user's, a box in the word of the round's
// table.
func summary(loc *locales.Locale, e historyEntry) string {
	loc = atTable(loc, e)
	switch {
	case e.bad:
		return loc.T(locales.HistoryUnreadable)
	case e.bj != nil:
		r := e.bj
		parts := []string{loc.T(locales.HistoryDealer, cardText(r.Dealer.Cards), r.Dealer.Total)}
		for _, b := range r.Boxes {
			if e.you == "" || b.Player != e.you {
				continue
			}
			if len(b.Hands) > 1 {
				// Split hands: their totals, the cards in the detail (a
				// row of four hands' cards shrank to unreadable).
				totals := make([]string, len(b.Hands))
				for i, h := range b.Hands {
					totals[i] = strconv.Itoa(h.Total)
				}
				parts = append(parts, loc.T(locales.HistoryYourHands, b.Box, len(b.Hands), strings.Join(totals, ", ")))
				continue
			}
			for _, h := range b.Hands {
				parts = append(parts, loc.T(locales.HistoryYourHand, b.Box, cardText(h.Cards), h.Total))
			}
		}
		return strings.Join(parts, "  ·  ")
	case e.pb != nil:
		r := e.pb
		return loc.T(locales.HistoryPuntoBanco, cardText(r.Punto.Cards), r.Punto.Total, cardText(r.Banco.Cards), r.Banco.Total)
	}
	return ""
}

// netText is a net with its sign.
func netText(loc *locales.Locale, net rules.Money) string {
	switch {
	case net > 0:
		return loc.T(locales.BJPlus, net)
	case net < 0:
		return loc.T(locales.BJMinus, -net)
	}
	return loc.Money(0)
}

// sideWord is a Punto Banco bet's side in the language.
func sideWord(loc *locales.Locale, side string) string {
	switch side {
	case "punto":
		return loc.T(locales.FeltPunto)
	case "banco":
		return loc.T(locales.FeltBanco)
	case "egalite":
		return loc.T(locales.FeltEgalite)
	}
	return side
}

// resultWord is a settled bet's result in the language.
func resultWord(loc *locales.Locale, result string) string {
	switch result {
	case "win":
		return loc.T(locales.HistoryWin)
	case "lose":
		return loc.T(locales.HistoryLose)
	case "push":
		return loc.T(locales.BJPush)
	case "void", "withdrawn":
		return loc.T(locales.BJVoid)
	}
	return result
}

// detail returns the lines of the whole round, for the panel beside the
// list. A line starting with a tab is indented.
func detail(loc *locales.Locale, e historyEntry) []string {
	loc = atTable(loc, e)
	lines := []string{tableName(loc, e.table), timeText(loc, e)}
	switch {
	case e.bad:
		return append(lines, loc.T(locales.HistoryUnreadable))
	case e.bj != nil:
		r := e.bj
		lines = append(lines, loc.T(locales.HistoryDealer, cardText(r.Dealer.Cards), r.Dealer.Total))
		if r.Dealer.Discarded {
			lines = append(lines, "\t"+loc.T(locales.HistoryDiscarded))
		}
		decisions := decisionsByStake(loc, r.Actions)
		for _, b := range r.Boxes {
			who := playerName(loc, e, b.Player)
			lines = append(lines, loc.T(locales.HistoryBox, b.Box, who, b.Bet))
			for i, h := range b.Hands {
				res := resultWord(loc, h.Result)
				if h.Blackjack {
					res = loc.T(locales.BJBlackjack) + " · " + res
				}
				net := ""
				if h.Net != 0 {
					net = netText(loc, h.Net)
				}
				lines = append(lines, "\t"+strings.TrimSpace(loc.T(locales.HistoryHand, i+1, cardText(h.Cards), h.Total, res, net)))
				if h.Ace != "" {
					lines = append(lines, "\t"+loc.T(locales.BJAceIs, h.Ace))
				}
				if h.Desafio != nil {
					lines = append(lines, "\t"+loc.T(locales.HistorySide, loc.T(locales.BJDesafio), h.Desafio.Stake, resultWord(loc, h.Desafio.Result), netText(loc, h.Desafio.Net)))
				}
			}
			if b.Insurance.Stake > 0 {
				lines = append(lines, "\t"+loc.T(locales.HistorySide, loc.T(locales.ActionInsurance), b.Insurance.Stake, resultWord(loc, b.Insurance.Result), netText(loc, b.Insurance.Net)))
			}
			if b.EvenMoney {
				lines = append(lines, "\t"+loc.T(locales.BJEvenMoney))
			}
			if p := b.PerfectPair; p != nil {
				lines = append(lines, "\t"+loc.T(locales.HistorySide, loc.T(locales.BJPerfectPair), p.Stake, resultWord(loc, p.Result), netText(loc, p.Net)))
			}
			if d := decisions[[2]int{b.Box, 0}]; len(d) > 0 {
				if len(b.Behind) > 0 { // whose decisions, beside the co-bettors'
					lines = append(lines, "\t"+loc.T(locales.HistoryDecisionsBy, who, strings.Join(d, ", ")))
				} else {
					lines = append(lines, "\t"+loc.T(locales.HistoryDecisions, strings.Join(d, ", ")))
				}
			}
			lines = behindLines(loc, e, b, decisions, lines)
		}
		if len(r.Burnt) > 0 {
			lines = append(lines, loc.T(locales.HistoryBurnt, len(r.Burnt)))
		}
		if r.CutCardOut {
			lines = append(lines, loc.T(locales.BJSay(blackjack.SayLastRound.String())))
		}
		if r.Void {
			lines = append(lines, loc.T(locales.BJResultVoid))
		}
	case e.pb != nil:
		r := e.pb
		lines = append(lines,
			loc.T(locales.HistoryPunto, cardText(r.Punto.Cards), r.Punto.Total),
			loc.T(locales.HistoryBanco, cardText(r.Banco.Cards), r.Banco.Total))
		lines = append(lines, readerLines(loc, r, e.you)...)
		for _, b := range r.Bets {
			who := session.PuntoPlayerName(loc, b.Player)
			if b.Player == e.you && e.you != "" {
				who = loc.T(locales.BJYou)
			}
			lines = append(lines, loc.T(locales.HistoryPuntoBet, b.Position, who, sideWord(loc, b.On), b.Amount, resultWord(loc, b.Result), netText(loc, b.Net)))
		}
	}
	if e.hasNet {
		lines = append(lines, loc.T(locales.HistoryYourNet, netText(loc, e.net)))
	}
	return lines
}

// decisionsByStake reads the players' decisions out of a record's actions
// ("box 4: hit", "box 4 hand 2: stand", "box 4 stake 2: follow-double")
// in the language, by box and stake (0 for the box's holder, 2, 3… for
// the co-bettors), so that each is shown with who answered it; what
// cannot be read is left out (the history loads only records whose
// decisions read).
func decisionsByStake(loc *locales.Locale, actions []string) map[[2]int][]string {
	out := map[[2]int][]string{}
	for _, s := range actions {
		d, ok, err := save.ParseRecordAction(s)
		if !ok || err != nil {
			continue
		}
		k := [2]int{d.Box, d.Stake}
		out[k] = append(out[k], words.Decision(loc, d.Action))
	}
	return out
}

// playerName is a player of a record as the detail names him: "You" for
// the user.
func playerName(loc *locales.Locale, e historyEntry, player string) string {
	if player == e.you && e.you != "" {
		return loc.T(locales.BJYou)
	}
	return player
}

// behindLines appends the lines of the stakes other players have on box b
// (000 Cap. 1, 004 Regolamento del Black Jack): whose, the bet, each hand
// it is on with its result, its insurance and even money, and the
// decisions its owner answered.
func behindLines(loc *locales.Locale, e historyEntry, b record.Box, decisions map[[2]int][]string, lines []string) []string {
	for _, s := range b.Behind {
		who := playerName(loc, e, s.Player)
		lines = append(lines, "\t"+loc.T(locales.HistoryBehind, who, s.Bet))
		for _, h := range s.Hands {
			net := ""
			if h.Net != 0 {
				net = netText(loc, h.Net)
			}
			lines = append(lines, "\t"+strings.TrimSpace(loc.T(locales.HistoryShare, h.Hand, h.Stake, resultWord(loc, h.Result), net)))
		}
		if in := s.Insurance; in != nil && in.Stake > 0 {
			lines = append(lines, "\t"+loc.T(locales.HistorySide, loc.T(locales.ActionInsurance), in.Stake, resultWord(loc, in.Result), netText(loc, in.Net)))
		}
		if s.EvenMoney {
			lines = append(lines, "\t"+loc.T(locales.BJEvenMoney))
		}
		if d := decisions[[2]int{b.Box, s.Stake}]; len(d) > 0 {
			lines = append(lines, "\t"+loc.T(locales.HistoryDecisionsBy, who, strings.Join(d, ", ")))
		}
	}
	return lines
}
