package school

// The payment typed on the keyboard, beside the chips (amount.Typed): the
// amount typed is the payment; a chip clicked after it adds to it; Enter
// pays.

// typeChars takes the characters typed while a payment's panel is open and
// reports whether the amount changed.
func (s *desk) typeChars(chars []rune) bool {
	if !s.typed.Add(chars) {
		return false
	}
	s.paid, s.Dirty = s.typed.Money(), true
	return true
}

// backspace takes the last typed character back and reports whether there
// was one.
func (s *desk) backspace() bool {
	if !s.typed.Back() {
		return false
	}
	s.paid, s.Dirty = s.typed.Money(), true
	return true
}

// typedText is the typed amount as the user's locale writes a decimal
// separator.
func (s *desk) typedText() string { return s.typed.Text(string(s.app.Loc.Lang())) }
