//go:build ebitenginevmguest

package scenes

// vmGuest: the game is built as an Ebitengine virtualization guest (the
// end-to-end tests' guest, scenes/e2e), whose ticks its host drives.
const vmGuest = true
