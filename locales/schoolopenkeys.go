package locales

// The keys of the dealer school's opening, new shoe and closing of the
// table (game/opening).
const (
	SchoolOpenStatus      Key = "school.open.status"
	SchoolOpenCutCardAt   Key = "school.open.cut-card-at"
	SchoolOpenDone        Key = "school.open.done"
	SchoolOpenRefused     Key = "school.open.refused"
	SchoolOpenNoCut       Key = "school.open.no-cut"
	SchoolOpenSkip        Key = "school.open.skip"
	SchoolOpenValCutter   Key = "school.open.val.cutter"
	SchoolOpenValNoCutter Key = "school.open.val.no-cutter"
	SchoolOpenValCutCard  Key = "school.open.val.cut-card"
	SchoolOpenValCutSize  Key = "school.open.val.cut-size"
	SchoolOpenWhyNoPlayer Key = "school.open.why.no-player"
	SchoolOpenWhyCutter   Key = "school.open.why.wrong-cutter"
	SchoolOpenWhyPassedOn Key = "school.open.why.passed-on"
	SchoolOpenWhyCutCard  Key = "school.open.why.wrong-cut-card"
	SchoolOpenWhyCutSize  Key = "school.open.why.wrong-cut-size"
	SchoolOpenWhyBurn     Key = "school.open.why.wrong-burn"
)

// SchoolOpenTitle is the key of a procedure's name, by its kind's name
// ("opening", "new-shoe", "closing").
func SchoolOpenTitle(kind string) Key { return Key("school.open.title." + kind) }

// SchoolOpenStep is the key of a step of the opening or closing, by its ID
// in game/opening ("offer-cut", "cut-card").
func SchoolOpenStep(id string) Key { return Key("school.open.step." + id) }
