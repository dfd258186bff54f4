package locales

import "strconv"

// The keys of a box's total called by the dealer as he gives each card its
// player asked for (001 Desarrollo 9): the dealer's words in play mode, and
// the dealer school's panel, step and progress kind.
const (
	BJSayHandSoft    Key = "bj.say.hand-soft"
	BJSayHandBust    Key = "bj.say.hand-bust"
	SchoolVerbCall   Key = "school.verb.call"
	SchoolCallTitle  Key = "school.call.title"
	SchoolCallSoft   Key = "school.call.soft"
	SchoolStepCall   Key = "school.step.call"
	SchoolWhyCall    Key = "school.why.call-total"
	SchoolWhyNoCall  Key = "school.why.no-call"
	SchoolWhyCallBox Key = "school.why.wrong-box"
	SchoolWhyCallSum Key = "school.why.wrong-call"
)

// Number returns the key of a total from 2 to 21 as the croupier says it
// ("number.17": "diciassette", "diecisiete", "seventeen").
func Number(n int) Key { return Key("number." + strconv.Itoa(n)) }
