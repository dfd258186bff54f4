// Package verbatim checks that a quote is the regulation's own words: the
// tests of rules and tutor/croupier read the seeds' texts and find each
// quote there, piece by piece. Only tests import it.
package verbatim
