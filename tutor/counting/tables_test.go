package counting

import "sabot/rules"

// blackjackTables are the five blackjack tables.
var blackjackTables = []rules.RuleSet{rules.ItalianClassic, rules.ItalianShuffler, rules.ItalianOnline, rules.Argentine, rules.ItalianShufflerShoe}
