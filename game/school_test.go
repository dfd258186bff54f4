package game

import (
	"errors"
	"fmt"
	"testing"
)

// Wrong takes the code, reason and article from an IllegalError, wrapped
// or not, and keeps any other error's text as the reason.
func TestSchoolWrong(t *testing.T) {
	ie := &IllegalError{Action: "dealer-stand", Reason: "the dealer busts with 23", Code: "dealer-bust", Article: "Art. 7, 25"}
	cases := []struct {
		err  error
		want WrongStep
	}{
		{ie, WrongStep{Index: 8, Step: "dealer-stand", Due: "pay box 2 main 20.00", Article: "Art. 7, 25", Code: "dealer-bust", Reason: "the dealer busts with 23"}},
		{fmt.Errorf("checking: %w", ie), WrongStep{Index: 8, Step: "dealer-stand", Due: "pay box 2 main 20.00", Article: "Art. 7, 25", Code: "dealer-bust", Reason: "the dealer busts with 23"}},
		{errors.New("the shoe is empty"), WrongStep{Index: 8, Step: "dealer-stand", Due: "pay box 2 main 20.00", Code: "refused", Reason: "the shoe is empty"}},
		{nil, WrongStep{Index: 8, Step: "dealer-stand", Due: "pay box 2 main 20.00", Code: "refused"}},
	}
	for _, c := range cases {
		s := School{StepsOK: 8}
		s.Wrong(8, "dealer-stand", "pay box 2 main 20.00", c.err)
		if s.FirstWrong == nil || *s.FirstWrong != c.want || s.StepsOK != 8 {
			t.Errorf("%v: %+v; want %+v", c.err, s.FirstWrong, c.want)
		}
	}
}
