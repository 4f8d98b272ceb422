/** scripts/build/photo-check-model.ts: the server's MobileNetV2, cut after its embedding layer. */
declare module 'virtual:photo-check-model' {
  export const topology: object;
  export const weightSpecs: { name: string; shape: number[]; dtype: 'float32'; quantization?: object }[];
  export const weightsUrl: string;
}
