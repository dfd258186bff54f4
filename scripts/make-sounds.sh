#!/bin/sh
# make-sounds.sh - generate every sound of Sabot from Debian packages.
#
# Nothing is downloaded: the card, chip and shuffle sounds are synthesised
# with sox, the dealer's calls are spoken by espeak-ng (Italian, Spanish and
# English voices; French for "Rien ne va plus" as Italian croupiers say it)
# and everything is encoded to small mono MP3 files with lame. The MP3 files
# are committed under assets/ and embedded in the game; run this script again
# only to change a sound:
#
#   apt-get install -y sox espeak-ng lame     # as root, once
#   scripts/make-sounds.sh                    # from the repository root
#
# Output: assets/sounds/*.mp3 (effects) and assets/voice/{it,es,en}/*.mp3
# (the dealer's calls). The list of phrases is the one in
# assets/sounds.go: the test there checks that every file exists.
set -eu

for tool in sox espeak-ng lame; do
	command -v "$tool" >/dev/null 2>&1 || {
		echo "make-sounds: $tool is missing: apt-get install -y sox espeak-ng lame" >&2
		exit 1
	}
done

root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/assets"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM

mkdir -p "$out/sounds" "$out/voice/it" "$out/voice/es" "$out/voice/en"

# mp3 IN.wav OUT.mp3 BITRATE: mono MPEG-1 layer III at 32 kHz (voice) or
# 44.1 kHz (effects).
mp3() {
	lame --quiet -m m -b "$3" --resample "$4" -q 2 --noreplaygain "$1" "$2"
}

R=44100
fx() { # fx NAME: takes $work/NAME.wav
	sox "$work/$1.wav" -r $R -c 1 "$work/$1.n.wav" norm -3
	mp3 "$work/$1.n.wav" "$out/sounds/$1.mp3" 48 44.1
}

# card-slide: a card drawn from the shoe and sliding on the felt.
sox -n -r $R -c 1 "$work/slide-a.wav" synth 0.26 pinknoise band -n 2600 2200 \
	fade q 0.015 0.26 0.2 tremolo 9 30
sox -n -r $R -c 1 "$work/slide-b.wav" synth 0.05 whitenoise gain -6 highpass 1500 fade q 0.002 0.05 0.045 gain -6 pad 0.21
sox -m "$work/slide-a.wav" "$work/slide-b.wav" "$work/card-slide.wav"
fx card-slide

# card-flip: a card turned over, a short snap and the card landing.
sox -n -r $R -c 1 "$work/flip-a.wav" synth 0.035 whitenoise gain -6 highpass 2500 fade q 0.001 0.035 0.03
sox -n -r $R -c 1 "$work/flip-b.wav" synth 0.07 pinknoise lowpass 1800 fade q 0.002 0.07 0.06 gain -4 pad 0.045
sox -m "$work/flip-a.wav" "$work/flip-b.wav" "$work/card-flip.wav"
fx card-flip

# chip: one clay chip set down on another, a bright clack.
sox -n -r $R -c 1 "$work/chip-a.wav" synth 0.09 sine 3450 fade q 0.0005 0.09 0.085 gain -3
sox -n -r $R -c 1 "$work/chip-b.wav" synth 0.06 sine 5230 fade q 0.0005 0.06 0.058 gain -8
sox -n -r $R -c 1 "$work/chip-c.wav" synth 0.012 whitenoise gain -6 highpass 3000 fade q 0.0005 0.012 0.01 gain -6
sox -m "$work/chip-a.wav" "$work/chip-b.wav" "$work/chip-c.wav" "$work/chip.wav"
fx chip

# chips-stack: a stack of chips counted down, clacks at uneven steps and
# pitches.
i=0
for step in 0 0.055 0.1 0.16 0.205 0.27; do
	pitch=$(( (i * 137) % 300 - 150 ))
	sox "$work/chip.wav" "$work/stack-$i.wav" pitch $pitch gain -$((i % 3)) pad "$step"
	i=$((i + 1))
done
sox -m "$work"/stack-*.wav "$work/chips-stack.wav"
fx chips-stack

# shuffle: a riffle, a fast run of clicks that speeds up, then the bridge.
sox -n -r $R -c 1 "$work/riffle.wav" synth 0.9 whitenoise band -n 4200 3000 \
	tremolo 38 95 fade q 0.05 0.9 0.25
sox -n -r $R -c 1 "$work/riffle2.wav" synth 0.9 whitenoise band -n 3000 2500 \
	tremolo 55 90 fade q 0.3 0.9 0.2 gain -5
sox -n -r $R -c 1 "$work/bridge.wav" synth 0.35 pinknoise lowpass 2500 fade q 0.08 0.35 0.25 gain -6 pad 0.85
sox -m "$work/riffle.wav" "$work/riffle2.wav" "$work/bridge.wav" "$work/shuffle.wav"
fx shuffle

# say LANG VOICE ID TEXT: one call of the dealer.
say() {
	espeak-ng -v "$2" -s 150 -p 38 -w "$work/v.wav" "$4"
	sox "$work/v.wav" -r 32000 -c 1 "$work/v2.wav" gain -10 highpass 90 \
		reverb 18 50 35 norm -2 silence 1 0.01 0.5% reverse silence 1 0.01 0.5% reverse pad 0.02 0.05
	mp3 "$work/v2.wav" "$out/voice/$1/$3.mp3" 32 32
}

phrases() { # phrases LANG VOICE, then lines "id|text|voice override"
	lang=$1
	voice=$2
	while IFS='|' read -r id text other; do
		[ -n "$id" ] || continue
		say "$lang" "${other:-$voice}" "$id" "$text"
	done
}

phrases it it <<'LIST'
place-bets|Fate il vostro gioco
no-more-bets|Rien ne va plus|fr-fr
card-question|Carta?
blackjack|Black Jack|en-gb
insurance|Assicurazione?
even-money|Pagamento alla pari?
desafio|Assicura l'asso?
double-question|Raddoppia?
ace-question|Uno o undici?
dealer-bust|Il banco sballa
blank-coup|Colpo in bianco
last-coup|Ultimo colpo della taglia
last-coup-min|Ultimo colpo della taglia, minimo sette carte o nullo
last-round|L'ultima mano
cards-speak|Le carte parlano
natural|Battuta
carta|Carta
no-carta|No carta
egalite|Egalité|fr-fr
LIST

phrases es es <<'LIST'
place-bets|Hagan juego
no-more-bets|No va más
card-question|¿Carta?
blackjack|Black Jack|en-gb
insurance|¿Seguro?
even-money|¿Pago a la par?
desafio|¿Asegura?
double-question|¿Dobla?
ace-question|¿Uno u once?
dealer-bust|La banca se pasa
blank-coup|Pase en blanco
last-coup|Último pase del sabot
last-coup-min|Último pase del sabot, mínimo siete cartas o nulo
last-round|Último pase
cards-speak|Las cartas hablan
natural|Natural
carta|Carta
no-carta|No carta
egalite|Empate
LIST

phrases en en-gb <<'LIST'
place-bets|Place your bets
no-more-bets|No more bets
card-question|Card?
blackjack|Blackjack
insurance|Insurance?
even-money|Even money?
desafio|Insure your ace?
double-question|Double?
ace-question|One or eleven?
dealer-bust|The dealer busts
blank-coup|Blank coup
last-coup|Last coup of the shoe
last-coup-min|Last coup of the shoe, seven cards at least, or void
last-round|Last round
cards-speak|The cards speak
natural|Natural
carta|Card
no-carta|No card
egalite|Tie
LIST

# The announcement of a Punto Banco coup, Banco's score first (Art.9):
# one clip per pair of scores, so it sounds like one sentence.
it_n="zero uno due tre quattro cinque sei sette otto nove"
es_n="cero uno dos tres cuatro cinco seis siete ocho nueve"
en_n="zero one two three four five six seven eight nine"
score() { # score LANG VOICE BANCO-WORD PUNTO-WORD NUMBERS
	b=0
	for bw in $5; do
		p=0
		for pw in $5; do
			say "$1" "$2" "score-b$b-p$p" "$3 $bw, $4 $pw"
			p=$((p + 1))
		done
		b=$((b + 1))
	done
}
score it it Banco Punto "$it_n"
score es es Banca Punto "$es_n"
score en en-gb Banco Punto "$en_n"

echo "make-sounds: $(find "$out/sounds" "$out/voice" -name '*.mp3' | wc -l) files, $(du -sh "$out/sounds" "$out/voice" | awk '{print $1}' | tr '\n' ' ')"
