package rules

// regulationTitles are the regulations' own titles, by the file of
// regulationFile: the words of each seed's first lines, in sentence case,
// the seed's quotation marks left out (TestRegulationTitleIsTheSeeds).
var regulationTitles = map[string]string{
	"000.txt": "Black Jack o 21 · Descrizione e regolamento del gioco",
	"001.txt": "Reglamento del juego Black Jack",
	"002.txt": "Casinò Municipale di Venezia S.p.A. · Super Punto Banco",
	"003.txt": "Regolamento Black Jack",
	"004.txt": "Regolamento Black Jack",
}

// RegulationTitle is the title of the table's regulation in its own
// language ("Reglamento del juego Black Jack"), to name it on screen in
// place of its file; "" for a table without one.
func (r RuleSet) RegulationTitle() string { return regulationTitles[regulationFile[r.ID]] }
