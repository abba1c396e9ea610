package master

import "sync"

// dispatcher delivers events to subscribers in order on its own
// goroutine. Events are queued without blocking, so the controller can
// publish while holding its lock, and subscribers may call back into the
// controller (Snapshot, Play, ...) without deadlock.
type dispatcher struct {
	mu      sync.Mutex
	cond    *sync.Cond
	queue   []Event
	subs    map[int]func(Event)
	nextID  int
	closed  bool
	done    chan struct{}
	running bool // the delivery goroutine is inside a subscriber
}

func newDispatcher() *dispatcher {
	d := &dispatcher{subs: map[int]func(Event){}, done: make(chan struct{})}
	d.cond = sync.NewCond(&d.mu)
	go d.loop()
	return d
}

func (d *dispatcher) subscribe(fn func(Event)) func() {
	d.mu.Lock()
	defer d.mu.Unlock()
	id := d.nextID
	d.nextID++
	d.subs[id] = fn
	return func() {
		d.mu.Lock()
		delete(d.subs, id)
		d.mu.Unlock()
	}
}

// publish queues ev; it never blocks.
func (d *dispatcher) publish(ev Event) {
	d.mu.Lock()
	if !d.closed {
		d.queue = append(d.queue, ev)
		d.cond.Signal()
	}
	d.mu.Unlock()
}

// idle waits until every queued event has been delivered (tests use it).
func (d *dispatcher) idle() {
	d.mu.Lock()
	for (len(d.queue) > 0 || d.running) && !d.closed {
		d.cond.Wait()
	}
	d.mu.Unlock()
}

// close delivers what is queued, then stops the goroutine. When called
// while a subscriber runs (possibly from that very subscriber, which
// would otherwise wait for itself) it does not wait: the goroutine ends
// as soon as the subscriber returns.
func (d *dispatcher) close() {
	d.mu.Lock()
	d.closed = true
	d.cond.Broadcast()
	busy := d.running
	d.mu.Unlock()
	if !busy {
		<-d.done
	}
}

func (d *dispatcher) loop() {
	defer close(d.done)
	d.mu.Lock()
	for {
		for len(d.queue) == 0 && !d.closed {
			d.cond.Wait()
		}
		if len(d.queue) == 0 && d.closed {
			d.mu.Unlock()
			return
		}
		ev := d.queue[0]
		d.queue[0] = nil
		d.queue = d.queue[1:]
		subs := make([]func(Event), 0, len(d.subs))
		for id := 0; id < d.nextID; id++ { // subscription order
			if fn, ok := d.subs[id]; ok {
				subs = append(subs, fn)
			}
		}
		d.running = true
		d.mu.Unlock()
		for _, fn := range subs {
			fn(ev)
		}
		d.mu.Lock()
		d.running = false
		d.cond.Broadcast()
	}
}
