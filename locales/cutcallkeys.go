package locales

// The keys of the cut card's calls at Super Punto Banco (002 Art. 5): the
// dealer school's buttons and steps, and the refusals' lines.
const (
	SchoolPBBtnUltimoColpo      Key = "school.pb.btn.ultimo-colpo"
	SchoolPBBtnUltimoColpoSette Key = "school.pb.btn.ultimo-colpo-minimo-sette"
	SchoolPBStepUltimoColpo     Key = "school.pb.step.ultimo-colpo"
	SchoolPBStepUltimoSette     Key = "school.pb.step.ultimo-colpo-minimo-sette"
	SchoolPBWhyLastCoupCall     Key = "school.pb.why.last-coup-call"
	SchoolPBWhyLastCoupWords    Key = "school.pb.why.last-coup-words"
	SchoolPBWhyLastCoupSaid     Key = "school.pb.why.last-coup-said"
	SchoolPBWhyNoCutCard        Key = "school.pb.why.no-cut-card"
	SchoolKindUltimoColpo       Key = "school.kind.ultimo-colpo"
	SchoolKindUltimoColpoSette  Key = "school.kind.ultimo-colpo-minimo-sette"
)
