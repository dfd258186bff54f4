package locales

// The keys of the pack's check at the end of a hand dealt from the shoe of
// 004's reserved tables ({0}: the article).
const (
	SchoolPackCounted    Key = "school.pack.counted"
	SchoolPackReshuffled Key = "school.pack.reshuffled"
)
