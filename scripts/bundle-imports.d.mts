export declare function bundleImports(folders: string[]): string[];
