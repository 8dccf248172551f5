// pdfjs-dist ships no types for its worker module; open-pdf.ts only hands it to pdf.js as it is.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown
}
