/** A task that does nothing: it answers once its thread has loaded the pool's preload (work-pool.ts). */
export default function ready(): boolean {
  return true;
}
