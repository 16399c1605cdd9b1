export declare const productionNodeVersion: string;
export declare const productionNodeMajor: number;
export declare const productionNodePath: string;
export declare const runsOnProductionNode: boolean;
export declare function productionNodeUnavailable(): string | undefined;
export declare function ensureProductionNode(): string;
