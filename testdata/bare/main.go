// Command bare is the floor the performance figures of docs/PERFORMANCE.md
// are measured against: a bare Ebitengine window of Sabot's size that
// fills itself and draws three shapes, nothing else. scripts/perf.sh builds
// it (go build ./testdata/bare) and runs it beside the game.
//
// With SABOT_PERF=1 it prints, like the game, the wall-clock time of its
// first Draw ("perf first-draw UNIXNANO"), its CPU time by then ("perf
// first-draw-cpu MS") and a line "perf ready" on
// standard error. With the argument "minimum" it runs in
// FPSModeVsyncOffMinimum and draws only when an input comes. With the
// argument "second" it is the floor of a clock's frame (scenes/clockframe.go):
// FPSModeVsyncOffMinimum, the screen not cleared between frames, one frame
// asked for each second (ScheduleFrame) drawing a clock-sized rectangle
// alone.
package main

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

type game struct {
	drawn  bool
	perf   bool
	second bool // draws only the clock's rectangle after the first frame
	frames int
}

func (g *game) Update() error { return nil }

func (g *game) Draw(screen *ebiten.Image) {
	if !g.drawn && g.perf {
		fmt.Fprintf(os.Stderr, "perf first-draw %d\nperf first-draw-cpu %d\nperf ready\n", time.Now().UnixNano(), selfCPU())
	}
	if g.drawn && g.second {
		// A clock's frame: its rectangle alone, a colour a second.
		g.frames++
		c := color.RGBA{uint8(g.frames * 40), 0x3d, 0x2a, 0xff}
		screen.SubImage(image.Rect(1100, 20, 1260, 60)).(*ebiten.Image).Fill(c)
		return
	}
	g.drawn = true
	screen.Fill(color.RGBA{0x0b, 0x3d, 0x2a, 0xff})
	vector.FillRect(screen, 100, 100, 300, 200, color.RGBA{0xc8, 0xa2, 0x4a, 0xff}, true)
	vector.FillCircle(screen, 700, 400, 120, color.RGBA{0xf4, 0xf1, 0xea, 0xff}, true)
	vector.StrokeLine(screen, 100, 700, 1180, 600, 6, color.RGBA{0xb0, 0x20, 0x30, 0xff}, true)
}

func (g *game) Layout(w, h int) (int, int) {
	s := ebiten.Monitor().DeviceScaleFactor()
	return int(float64(w) * s), int(float64(h) * s)
}

func main() {
	ebiten.SetWindowTitle("bare")
	ebiten.SetWindowSize(1280, 800)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	mode := ""
	if len(os.Args) > 1 {
		mode = os.Args[1]
	}
	if mode == "minimum" || mode == "second" {
		//lint:ignore SA1019 frames on demand, as the game's pacer (scenes/pace)
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
	}
	g := &game{perf: os.Getenv("SABOT_PERF") != "", second: mode == "second"}
	if g.second {
		ebiten.SetScreenClearedEveryFrame(false)
		go func() {
			for range time.Tick(time.Second) {
				//lint:ignore SA1019 frames on demand, as the game's pacer
				ebiten.ScheduleFrame()
			}
		}()
	}
	if err := ebiten.RunGame(g); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// selfCPU is the process's user and system time in milliseconds, from
// /proc/self/stat (0 where there is none).
func selfCPU() int64 {
	b, err := os.ReadFile("/proc/self/stat")
	if err != nil {
		return 0
	}
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0
	}
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 13 {
		return 0
	}
	u, _ := strconv.ParseInt(f[11], 10, 64)
	s, _ := strconv.ParseInt(f[12], 10, 64)
	return (u + s) * 10 // USER_HZ is 100 on Linux
}
