import { BaseSequencer } from 'vitest/node'

export declare class SlowFirstSequencer extends BaseSequencer {}
