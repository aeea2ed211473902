/** A token bucket: `burst` messages at once, refilled at `ratePerSecond`. */
export class TokenBucket {
  #tokens: number;
  #at = Date.now();

  constructor(
    private readonly ratePerSecond: number,
    private readonly burst: number,
  ) {
    this.#tokens = burst;
  }

  /** Takes one token; false when the sender is over its rate. */
  take(now = Date.now()): boolean {
    this.#refill(now);
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }

  /** True when the bucket has refilled to its burst: forgetting it would change nothing. */
  full(now = Date.now()): boolean {
    this.#refill(now);
    return this.#tokens >= this.burst;
  }

  #refill(now: number): void {
    this.#tokens = Math.min(
      this.burst,
      this.#tokens + ((now - this.#at) / 1000) * this.ratePerSecond,
    );
    this.#at = now;
  }
}
