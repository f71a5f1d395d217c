import { Module } from '@nestjs/common';
import { BookmarksResolver } from './bookmarks.resolver';
import { BookmarksService } from './bookmarks.service';

@Module({ providers: [BookmarksService, BookmarksResolver], exports: [BookmarksService] })
export class BookmarksModule {}
