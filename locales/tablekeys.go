package locales

import "sabot/rules"

// The keys of the Argentine table's armado del Sabot: 001 names the
// preparation of the cards before play, at the start and at each new shoe,
// «el armado del Sabot» (Desarrollo 5: «procederá al armado del Sabot
// solicitando a los apostadores realizar el corte correspondiente»;
// Desarrollo 1: «Para un nuevo armado…»), and its «apertura» is the split
// (Otras apuestas 2). The Italian tables keep 004's «apertura del tavolo»
// («REGOLE PER L'APERTURA DEL TAVOLO DI BLACK JACK»; 000 Art. 1 names its
// opening by no word of its own, 003 and 002 state none), which Spanish
// says «habilitación de la mesa» there.
const (
	SchoolKindArmado      Key = "school.kind.armado"
	SchoolOpenTitleArmado Key = "school.open.title.armado"
	DDrillProcKindArmado  Key = "ddrill.proc.kind.armado"
)

// argentineTwins maps a key said at several tables to the Argentine
// table's twin, which says it in 001's words.
var argentineTwins = map[Key]Key{
	SchoolKind("opening"):      SchoolKindArmado,
	SchoolOpenTitle("opening"): SchoolOpenTitleArmado,
	DDrillProcKindOpening:      DDrillProcKindArmado,
	// 001's procedure drill puts Desarrollo 1 and 5-7 in order: the
	// armado, which the other tables' drills call the shuffle and cut.
	DDrillProcKindShuffle: DDrillProcKindArmado,
}

// ForTable returns the key to say k with at table r: its twin in the
// words of r's regulation when it has one (the Argentine table's armado
// del Sabot), else its Punto Banco twin at Punto Banco (ForGame), else k
// itself.
func ForTable(k Key, r rules.RuleSet) Key {
	if r.SameRegulation(rules.Argentine) {
		if t, ok := argentineTwins[k]; ok {
			return t
		}
	}
	return ForGame(k, r.Game)
}
