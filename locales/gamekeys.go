package locales

import "sabot/rules"

// The keys said at both games whose words name the round: the blackjack
// tables' regulations call it la mano (000, 003, 004 rule 16: «l'ultima
// mano»), Venice's Super Punto Banco il colpo (002: «Colpo in Bianco»,
// «Ultimo colpo della taglia»). Each has a Punto Banco twin that says the
// colpo, and ForGame picks the one of the table's game.
const (
	SchoolPBRoundOver   Key = "school.pb.round-over"
	SchoolPBMistakes    Key = "school.pb.mistakes"
	SchoolPBNext        Key = "school.pb.next"
	SchoolPBExamOver    Key = "school.pb.exam-over"
	SchoolPBExamStarted Key = "school.pb.exam-started"
	SchoolPBExamMistake Key = "school.pb.exam-mistake"
	SchoolPBIncRate2    Key = "school.pb.inc.rate-2"
	SchoolPBIncRate4    Key = "school.pb.inc.rate-4"
	SchoolPBStatsRow    Key = "school.pb.stats-row"
	SchoolPBWhyOver     Key = "school.pb.why.over"
	DDrillProcKindCoup  Key = "ddrill.proc.kind.coup"
	ExamCoup            Key = "exam.coup"
	ExamCoups           Key = "exam.coups"
	ExamCoupsHead       Key = "exam.coups-head"
	ExamCoupMistakeHead Key = "exam.coup-mistake-head"

	SchoolPBExamIntroRounds Key = "school.pb.exam-intro.rounds"
	SchoolPBExamIntroInc    Key = "school.pb.exam-intro.incidents"
	SchoolPBExamIntroTake   Key = "school.pb.exam-intro.takeback"
)

// puntoTwins maps a key said at both games to its Punto Banco twin.
var puntoTwins = map[Key]Key{
	SchoolRoundOver:     SchoolPBRoundOver,
	SchoolMistakes:      SchoolPBMistakes,
	SchoolNext:          SchoolPBNext,
	SchoolExamOver:      SchoolPBExamOver,
	SchoolExamStarted:   SchoolPBExamStarted,
	SchoolExamMistake:   SchoolPBExamMistake,
	SchoolIncRate2:      SchoolPBIncRate2,
	SchoolIncRate4:      SchoolPBIncRate4,
	SchoolStatsRow:      SchoolPBStatsRow,
	SchoolWhyOver:       SchoolPBWhyOver,
	DDrillProcKindRound: DDrillProcKindCoup,
	ExamRound:           ExamCoup,
	ExamRounds:          ExamCoups,
	ExamRoundsHead:      ExamCoupsHead,
	ExamMistakeHead:     ExamCoupMistakeHead,

	SchoolExamIntroRounds: SchoolPBExamIntroRounds,
	SchoolExamIntroInc:    SchoolPBExamIntroInc,
	SchoolExamIntroTake:   SchoolPBExamIntroTake,
}

// ForGame returns the key to say k with at a table of game g: its Punto
// Banco twin at Punto Banco when it has one, else k itself.
func ForGame(k Key, g rules.Game) Key {
	if g == rules.PuntoBanco {
		if t, ok := puntoTwins[k]; ok {
			return t
		}
	}
	return k
}
