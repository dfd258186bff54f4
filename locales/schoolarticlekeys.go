package locales

// The keys of the dealer school's whole article: the stop panel's button
// that opens it, the panel's title (the table, the article) and the
// regulation it is from, its keys and Close, and why it does not open (no
// article for the step, the exam).
const (
	SchoolArticleOpen   Key = "school.article.open"
	SchoolArticleTitle  Key = "school.article.title"
	SchoolArticleSource Key = "school.article.source"
	SchoolArticleKeys   Key = "school.article.keys"
	SchoolArticleClose  Key = "school.article.close"
	SchoolArticleNone   Key = "school.article.none"
	SchoolArticleExam   Key = "school.article.exam"
)
