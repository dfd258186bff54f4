// Package drivertest holds what the table drivers' tests share: Books, a
// driver.Host over a real save directory. Only tests import it.
package drivertest
