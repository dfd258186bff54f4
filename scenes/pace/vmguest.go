//go:build ebitenginevmguest

package pace

// VMGuest: the game is built as an Ebitengine virtualization guest (the
// end-to-end tests' guest, scenes/e2e), whose ticks its host drives.
const VMGuest = true
