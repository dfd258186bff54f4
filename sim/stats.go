package sim

import "math"

// Mean accumulates samples and gives their mean and the half-width of its
// 95% confidence interval (normal approximation, Welford's update).
type Mean struct {
	n        int64
	mean, m2 float64
}

// Add adds one sample.
func (m *Mean) Add(x float64) {
	m.n++
	d := x - m.mean
	m.mean += d / float64(m.n)
	m.m2 += d * (x - m.mean)
}

// N is the number of samples.
func (m *Mean) N() int64 { return m.n }

// Value is the sample mean.
func (m *Mean) Value() float64 { return m.mean }

// SD is the sample standard deviation.
func (m *Mean) SD() float64 {
	if m.n < 2 {
		return 0
	}
	return math.Sqrt(m.m2 / float64(m.n-1))
}

// CI95 is the half-width of the mean's 95% confidence interval.
func (m *Mean) CI95() float64 {
	if m.n < 2 {
		return math.Inf(1)
	}
	return 1.959964 * m.SD() / math.Sqrt(float64(m.n))
}

// SE is the standard error of the mean.
func (m *Mean) SE() float64 {
	if m.n < 2 {
		return math.Inf(1)
	}
	return m.SD() / math.Sqrt(float64(m.n))
}
