import { Counter, Gauge, type Registry } from 'prom-client';
import { rastersBeingDrawn, rastersDropped, rastersQueued } from '../../images/raster';

/**
 * The picture renderer's queue (one per process, shared by every app in it): renders queued since start, dropped
 * because nobody wanted them any more, and queued or running now. Read when scraped.
 */
export function installImageMetrics(registry: Registry): void {
  new Counter({
    name: 'tessera_image_renders_queued_total',
    help: 'Picture renders (webp, jpeg, png) queued since the process started.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(rastersQueued());
    },
  });
  new Counter({
    name: 'tessera_image_renders_dropped_total',
    help: 'Queued picture renders dropped because nobody waited for them any more when their turn came.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(rastersDropped());
    },
  });
  new Gauge({
    name: 'tessera_image_renders_in_queue',
    help: 'Picture renders queued or running now.',
    registers: [registry],
    collect() {
      this.set(rastersBeingDrawn());
    },
  });
}
