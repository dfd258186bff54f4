package assets

import (
	"embed"
	"fmt"
	"io"
	"io/fs"
	"sync"

	"sabot/locales"
)

//go:embed sounds/*.mp3 voice/*/*.mp3
var files embed.FS

// Sound is a sound effect.
type Sound string

// The sound effects.
const (
	CardSlide  Sound = "card-slide"  // a card drawn from the shoe, sliding on the felt
	CardFlip   Sound = "card-flip"   // a card turned over
	Chip       Sound = "chip"        // one chip set down
	ChipsStack Sound = "chips-stack" // a stack of chips paid or collected
	Shuffle    Sound = "shuffle"     // a riffle shuffle
)

// Sounds returns every sound effect.
func Sounds() []Sound { return []Sound{CardSlide, CardFlip, Chip, ChipsStack, Shuffle} }

// Phrase is one of the dealer's calls, recorded in each language.
type Phrase string

// The dealer's calls. Their texts are in scripts/make-sounds.sh.
const (
	PlaceBets      Phrase = "place-bets"      // Fate il vostro gioco / Hagan juego / Place your bets
	NoMoreBets     Phrase = "no-more-bets"    // Rien ne va plus / No va más / No more bets
	CardQuestion   Phrase = "card-question"   // Carta? / ¿Carta? / Card?
	Blackjack      Phrase = "blackjack"       // Black Jack
	Insurance      Phrase = "insurance"       // Assicurazione? / ¿Seguro? / Insurance?
	EvenMoney      Phrase = "even-money"      // Pagamento alla pari? / ¿Pago a la par? / Even money?
	Desafio        Phrase = "desafio"         // Assicura l'asso? / ¿Asegura? / Insure your ace?
	DoubleQuestion Phrase = "double-question" // Raddoppia? / ¿Dobla? / Double?
	AceQuestion    Phrase = "ace-question"    // Uno o undici? / ¿Uno u once? / One or eleven?
	DealerBust     Phrase = "dealer-bust"     // Il banco sballa / La banca se pasa / The dealer busts
	BlankCoup      Phrase = "blank-coup"      // Colpo in bianco / Pase en blanco / Blank coup
	LastCoup       Phrase = "last-coup"       // Ultimo colpo della taglia (002 Art. 5) / Último pase del sabot
	LastCoupMin    Phrase = "last-coup-min"   // … minimo sette carte o nullo
	CardsSpeak     Phrase = "cards-speak"     // Le carte parlano / Las cartas hablan / The cards speak
	Natural        Phrase = "natural"         // Battuta / Natural / Natural
	Carta          Phrase = "carta"           // Carta / Carta / Card
	NoCarta        Phrase = "no-carta"        // No carta / No carta / No card
	Egalite        Phrase = "egalite"         // Egalité / Empate / Tie
	// LastRound is blackjack's last round: «l'ultima mano» (004 rule 16),
	// «último pase» (001), not Punto Banco's LastCoup.
	LastRound Phrase = "last-round"
)

// Phrases returns every call but the scores.
func Phrases() []Phrase {
	return []Phrase{PlaceBets, NoMoreBets, CardQuestion, Blackjack, Insurance, EvenMoney, Desafio,
		DoubleQuestion, AceQuestion, DealerBust, BlankCoup, LastCoup, LastCoupMin, CardsSpeak,
		Natural, Carta, NoCarta, Egalite, LastRound}
}

// Score returns the announcement of a Punto Banco coup, Banco's score first:
// "Banco sette, Punto sei" is Score(7, 6). Scores outside 0-9 give "".
func Score(banco, punto int) Phrase {
	if banco < 0 || banco > 9 || punto < 0 || punto > 9 {
		return ""
	}
	return Phrase(fmt.Sprintf("score-b%d-p%d", banco, punto))
}

// Bank holds the embedded sounds. A file's bytes are read when it is
// first played, not before the first frame: most of the calls of a table
// are never heard in a session, and the other languages' never.
type Bank struct {
	mu      sync.Mutex
	effects map[Sound][]byte
	voice   map[locales.Lang]map[Phrase][]byte
}

// Load checks that every sound effect and every call in the three
// languages is an MP3 file (its first bytes are read, not the whole
// file). The error names the first file that is missing or is not an MP3.
func Load() (*Bank, error) {
	b := &Bank{effects: map[Sound][]byte{}, voice: map[locales.Lang]map[Phrase][]byte{}}
	for _, s := range Sounds() {
		if err := checkMP3(effectFile(s)); err != nil {
			return nil, err
		}
		b.effects[s] = nil
	}
	for _, l := range locales.Langs() {
		b.voice[l] = map[Phrase][]byte{}
		phrases := Phrases()
		for bn := 0; bn <= 9; bn++ {
			for pn := 0; pn <= 9; pn++ {
				phrases = append(phrases, Score(bn, pn))
			}
		}
		for _, p := range phrases {
			if err := checkMP3(voiceFile(l, p)); err != nil {
				return nil, err
			}
			b.voice[l][p] = nil
		}
	}
	return b, nil
}

func effectFile(s Sound) string { return "sounds/" + string(s) + ".mp3" }

func voiceFile(l locales.Lang, p Phrase) string {
	return "voice/" + string(l) + "/" + string(p) + ".mp3"
}

// checkMP3 reads the first bytes of an embedded file.
func checkMP3(name string) error {
	f, err := files.Open(name)
	if err != nil {
		return fmt.Errorf("assets: %s: %w (run scripts/make-sounds.sh)", name, err)
	}
	defer f.Close()
	head := make([]byte, 3)
	n, _ := io.ReadFull(f, head)
	if !isMP3(head[:n]) {
		return fmt.Errorf("assets: %s: not an MP3 file", name)
	}
	return nil
}

// read returns an embedded file's bytes (checked by Load).
func read(name string) []byte {
	data, err := fs.ReadFile(files, name)
	if err != nil {
		return nil
	}
	return data
}

// isMP3 reports whether data starts with an ID3 tag or an MPEG audio frame.
func isMP3(data []byte) bool {
	if len(data) >= 3 && string(data[:3]) == "ID3" {
		return true
	}
	return len(data) >= 2 && data[0] == 0xFF && data[1]&0xE0 == 0xE0
}

// Effect returns the MP3 bytes of a sound effect, or nil for an unknown one.
func (b *Bank) Effect(s Sound) []byte {
	b.mu.Lock()
	defer b.mu.Unlock()
	data, ok := b.effects[s]
	if ok && data == nil {
		data = read(effectFile(s))
		b.effects[s] = data
	}
	return data
}

// Voice returns the MP3 bytes of a call in a language, and false when there
// is no such call.
func (b *Bank) Voice(l locales.Lang, p Phrase) ([]byte, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	data, ok := b.voice[l][p]
	if ok && data == nil {
		data = read(voiceFile(l, p))
		b.voice[l][p] = data
	}
	return data, ok
}
