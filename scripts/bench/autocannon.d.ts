// The few parts of autocannon's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface AutocannonRequest {
    path: string;
    method?: string;
    headers?: Record<string, string>;
  }
  interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: AutocannonRequest[];
  }
  interface AutocannonHistogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface AutocannonResult {
    requests: AutocannonHistogram & { total: number };
    latency: AutocannonHistogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
}
