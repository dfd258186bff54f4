package scenes

import "strconv"

// SeedEnv is the environment variable that fixes the App's random source
// when Options.Seed is zero, so that a test driving the real game knows the
// cards it will see.
const SeedEnv = "SABOT_SEED"

// envSeed reads SeedEnv; it returns zero when it is unset or not a number.
func envSeed(getenv func(string) string) uint64 {
	n, err := strconv.ParseUint(getenv(SeedEnv), 10, 64)
	if err != nil {
		return 0
	}
	return n
}
