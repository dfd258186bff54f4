// Package exam is the dealer school's exam as a teacher reads it: the
// record of a timed exam at one table (its rounds, every step with the
// seconds it took, each mistake with the article it broke and the
// regulation's words) and the printable report made of it, a
// self-contained HTML page in the student's language.
//
// It imports no scene package: the school fills a Sheet as the student
// works, and the report is written beside the saves.
package exam
