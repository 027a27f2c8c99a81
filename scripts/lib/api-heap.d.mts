export declare const API_HEAP_MB_DEFAULT: number;
export declare function apiHeapMb(env?: NodeJS.ProcessEnv): number;
export declare function withApiHeap(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
