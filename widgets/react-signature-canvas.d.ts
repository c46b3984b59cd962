// react-signature-canvas 1.0.7 ships no type declarations (they arrived in 1.1); this covers what widgets/ uses.
declare module 'react-signature-canvas' {
  import type { CanvasHTMLAttributes, Component } from 'react';

  export interface SignatureCanvasProps {
    penColor?: string;
    backgroundColor?: string;
    minWidth?: number;
    maxWidth?: number;
    dotSize?: number;
    throttle?: number;
    clearOnResize?: boolean;
    canvasProps?: CanvasHTMLAttributes<HTMLCanvasElement> & Record<`data-${string}`, string>;
    onBegin?: (event: MouseEvent | Touch) => void;
    onEnd?: (event: MouseEvent | TouchEvent) => void;
  }

  /** A point of a stroke as signature_pad keeps it (CSS pixels of the canvas). */
  export interface SignaturePoint {
    x: number;
    y: number;
    time: number;
    color: string;
  }

  export default class SignatureCanvas extends Component<SignatureCanvasProps> {
    clear(): void;
    toData(): SignaturePoint[][];
    fromData(strokes: SignaturePoint[][]): void;
    isEmpty(): boolean;
    toDataURL(type?: string, encoderOptions?: number): string;
    getCanvas(): HTMLCanvasElement;
    getTrimmedCanvas(): HTMLCanvasElement;
  }
}
