package rules

import (
	"strings"
	"testing"
)

func TestParseCardsRoundTrip(t *testing.T) {
	for _, s := range []string{"AS TD 9C", "2H 3D 4C 5S 6H 7D 8C 9S TH JD QC KS", ""} {
		cs, err := ParseCards(s)
		if err != nil {
			t.Fatalf("ParseCards(%q): %v", s, err)
		}
		if got := cs.String(); got != s {
			t.Errorf("ParseCards(%q).String() = %q", s, got)
		}
	}
}

func TestParseCardLenient(t *testing.T) {
	for in, want := range map[string]string{"as": "AS", "10h": "TH", " kd ": "KD", "tc": "TC"} {
		c, err := ParseCard(in)
		if err != nil || c.String() != want {
			t.Errorf("ParseCard(%q) = %v, %v; want %s", in, c, err, want)
		}
	}
}

func TestParseCardErrorsNameTheToken(t *testing.T) {
	cases := []struct{ in, want string }{
		{"AS XD 9C", `card 2: bad card "XD": rank "X"`},
		{"AS TX", `card 2: bad card "TX": suit "X"`},
		{"ASS", `card 1: bad card "ASS"`},
		{"1S", `card 1: bad card "1S": rank "1"`},
	}
	for _, c := range cases {
		_, err := ParseCards(c.in)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseCards(%q) error = %v; want it to contain %q", c.in, err, c.want)
		}
	}
}

func TestCardValues(t *testing.T) {
	cases := []struct {
		card          string
		value, points int
		ten           bool
	}{
		{"AS", 1, 1, false}, {"5H", 5, 5, false}, {"9D", 9, 9, false},
		{"TC", 10, 0, true}, {"JS", 10, 0, true}, {"QH", 10, 0, true}, {"KD", 10, 0, true},
	}
	for _, c := range cases {
		card := MustParseCard(c.card)
		if card.Value() != c.value || card.Points() != c.points || card.Rank.IsTenValue() != c.ten {
			t.Errorf("%s: value %d points %d ten %v; want %d %d %v", c.card, card.Value(), card.Points(), card.Rank.IsTenValue(), c.value, c.points, c.ten)
		}
	}
}

func TestSuitColours(t *testing.T) {
	if Spades.Red() || Clubs.Red() || !Hearts.Red() || !Diamonds.Red() {
		t.Error("hearts and diamonds are red, spades and clubs black")
	}
}

func TestMoney(t *testing.T) {
	cases := []struct {
		in   string
		want Money
		str  string
	}{
		{"10", 1000, "10.00"}, {"12.5", 1250, "12.50"}, {"0.05", 5, "0.05"}, {"-3.75", -375, "-3.75"},
	}
	for _, c := range cases {
		m, err := ParseMoney(c.in)
		if err != nil || m != c.want || m.String() != c.str {
			t.Errorf("ParseMoney(%q) = %v (%s), %v; want %d (%s)", c.in, int64(m), m, err, c.want, c.str)
		}
	}
	for _, bad := range []string{"", "1.234", "abc", "1e3", "1.", "--1"} {
		if _, err := ParseMoney(bad); err == nil {
			t.Errorf("ParseMoney(%q) succeeded; want an error", bad)
		}
	}
}

func TestRatios(t *testing.T) {
	cases := []struct {
		r     Ratio
		stake Money
		want  Money
	}{
		{Ratio{3, 2}, Units(25), 3750}, // 3:2 of 25 is 37.50
		{Ratio{3, 2}, Units(10), Units(15)},
		{Ratio{3, 2}, 1, 1}, // 1.5 cents rounds down
		{Ratio{2, 1}, 1250, 2500},
		{Ratio{8, 1}, Units(5), Units(40)},
	}
	for _, c := range cases {
		if got := c.r.Of(c.stake); got != c.want {
			t.Errorf("%v of %v = %v; want %v", c.r, c.stake, got, c.want)
		}
	}
}

func TestBancoWinTakesFivePercent(t *testing.T) {
	cases := []struct{ stake, want Money }{
		{Units(10), 950}, {Units(25), 2375}, {Units(100), Units(95)}, {Units(1), 95}, {110, 104}, // 1.045 rounds down
	}
	for _, c := range cases {
		if got := SuperPuntoBanco.BancoWin(c.stake); got != c.want {
			t.Errorf("Banco win on %v = %v; want %v", c.stake, got, c.want)
		}
	}
}
